import type { ImportFormat } from '@clearcall/contracts';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { callBlocks, type Block, type RenderLayout } from './call-blocks';
import type { RawCall } from './raw-call';

export type { RenderLayout } from './call-blocks';

const encoder = new TextEncoder();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );
}

function toMarkdown(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'title') return `# ${block.text}`;
      if (block.kind === 'heading') return `## ${block.text}`;
      if (block.kind === 'speaker') return `**${block.text}**`;
      if (
        block.kind === 'paragraph' &&
        block.speaker &&
        block.text.startsWith(`${block.speaker}:`)
      ) {
        return `**${block.speaker}:**${block.text.slice(block.speaker.length + 1)}`;
      }
      return block.text.replace(/^([#>*+-]|\d+\.)(?=\s)/, '\\$1');
    })
    .join('\n\n');
}

function toHtml(blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      const text = escapeHtml(block.text);
      if (block.kind === 'title') return `<h1>${text}</h1>`;
      if (block.kind === 'heading') return `<h2>${text}</h2>`;
      if (block.kind === 'speaker') return `<p><strong>${text}</strong></p>`;
      return `<p>${text}</p>`;
    })
    .join('\n');
  const title = blocks.find((block) => block.kind === 'title')?.text ?? 'Earnings call';
  return `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:sans-serif}</style></head>\n<body>\n<nav><a href="/">Home</a> | <a href="/transcripts">Transcripts</a></nav>\n<article>\n${body}\n</article>\n<script>window.analytics = [];</script>\n</body>\n</html>\n`;
}

/** Characters the standard PDF fonts (WinAnsi) cannot draw, replaced by near equivalents. */
function winAnsi(text: string, font: PDFFont): string {
  let out = '';
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += char === '\u2011' || char === '\u2010' ? '-' : '?';
    }
  }
  return out;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

async function toPdf(blocks: Block[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [pageWidth, pageHeight, margin] = [612, 792, 56];
  const width = pageWidth - 2 * margin;
  let page = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  for (const block of blocks) {
    const heading = block.kind === 'title' || block.kind === 'heading';
    const font = heading || block.kind === 'speaker' ? bold : regular;
    const size = block.kind === 'title' ? 16 : block.kind === 'heading' ? 13 : 10.5;
    const leading = size * 1.25;
    for (const line of wrap(winAnsi(block.text, font), font, size, width)) {
      if (y - leading < margin) {
        page = pdf.addPage([pageWidth, pageHeight]);
        y = pageHeight - margin;
      }
      y -= leading;
      page.drawText(line, { x: margin, y, size, font });
    }
    // Paragraph spacing: more than a line's leading, so readers can tell paragraphs apart.
    y -= size * 0.9;
  }
  return pdf.save();
}

async function toDocx(blocks: Block[]): Promise<Uint8Array> {
  const children = blocks.map((block) => {
    if (block.kind === 'title')
      return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 });
    if (block.kind === 'heading')
      return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 });
    if (block.kind === 'speaker')
      return new Paragraph({ children: [new TextRun({ text: block.text, bold: true })] });
    return new Paragraph({ text: block.text });
  });
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/**
 * Renders a call as a file in one layout and format, as transcripts are published: for the
 * import evaluation, the import benchmark and tests. JSON is the call itself whatever the layout.
 */
export async function renderCall(
  call: RawCall,
  options: { layout: RenderLayout; format: ImportFormat },
): Promise<Uint8Array> {
  if (options.format === 'json') return encoder.encode(JSON.stringify(call, null, 2));
  const blocks = callBlocks(call, options.layout);
  switch (options.format) {
    case 'text':
      return encoder.encode(blocks.map((block) => block.text).join('\n') + '\n');
    case 'markdown':
      return encoder.encode(toMarkdown(blocks) + '\n');
    case 'html':
      return encoder.encode(toHtml(blocks));
    case 'pdf':
      return toPdf(blocks);
    case 'docx':
      return toDocx(blocks);
  }
}
