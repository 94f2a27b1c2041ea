import { getDocumentProxy } from 'unpdf';
import { ImportFileError } from '../errors';

type Item = { str: string; x: number; y: number; size: number; width: number; eol: boolean };
type Line = { text: string; y: number; size: number; left: number; right: number; page: number };

/** A page-worth of text items as pdf.js gives them. */
type RawItem = {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
  hasEOL?: boolean;
};

/** Fewer visible characters than this on every page together: the pages are images. */
const MIN_TEXT_CHARS = 40;

function toItems(raw: RawItem[]): Item[] {
  const items: Item[] = [];
  for (const item of raw) {
    if (typeof item.str !== 'string' || !item.transform) continue;
    const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
    const size = Math.hypot(a, b) || item.height || 10;
    items.push({ str: item.str, x, y, size, width: item.width ?? 0, eol: item.hasEOL === true });
  }
  return items;
}

/** Items to visual lines: a new line wherever pdf.js marks one or the baseline moves. */
function toLines(items: Item[], page: number): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    const sameLine =
      current !== null && Math.abs(current.y - item.y) < Math.max(2, item.size * 0.4);
    if (current === null || !sameLine) {
      if (current !== null && current.text.trim() !== '') lines.push(current);
      current = { text: '', y: item.y, size: item.size, left: item.x, right: item.x, page };
    }
    current.text += item.str;
    current.left = Math.min(current.left, item.x);
    current.right = Math.max(current.right, item.x + item.width);
    current.size = Math.max(current.size, item.size);
    if (item.eol) {
      if (current.text.trim() !== '') lines.push(current);
      current = null;
    }
  }
  if (current !== null && current.text.trim() !== '') lines.push(current);
  return lines;
}

/**
 * Would the first word of `next` have fitted at the end of `line`? If not, the paragraph was
 * wrapped there; if it would have, the line ended on purpose.
 */
function wrappedBefore(line: Line, next: Line, margin: number): boolean {
  const chars = Math.max(1, line.text.length);
  const charWidth = (line.right - line.left) / chars;
  const firstWord = next.text.trimStart().split(/\s/, 1)[0] ?? '';
  // Letters vary in width: allow the word a third more than the line's average letter.
  return line.right + (firstWord.length + 1) * charWidth * 1.3 > margin - charWidth;
}

/**
 * Joins lines that a paragraph wrapped, across pages too: a line is continued by the next one at
 * ordinary line spacing (or at the top of the next page) when the next one's first word would not
 * have fitted after it; anything else starts a new line.
 */
function joinWrapped(lines: Line[]): string[] {
  // The right margin: where most full lines end (a few overlong words or headings run past it).
  const rights = lines.map((line) => line.right).sort((a, b) => a - b);
  const margin = rights[Math.floor(rights.length * 0.95)] ?? 0;
  const out: string[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    let continues = false;
    if (previous !== null && out.length > 0) {
      const gap = previous.y - line.y;
      // Across a page break only a line that stops mid-sentence runs on.
      const spacing =
        line.page !== previous.page
          ? !/[.?!:]["'”’)]?$/.test(previous.text.trimEnd())
          : gap > 0 && gap <= Math.max(previous.size, line.size) * 1.45;
      continues = spacing && line.size === previous.size && wrappedBefore(previous, line, margin);
    }
    if (continues) out[out.length - 1] += ` ${text}`;
    else out.push(text);
    previous = line;
  }
  return out;
}

/** Text of a text PDF, its lines rebuilt from the positions of its text items. */
export async function readPdf(bytes: Uint8Array, fileName?: string): Promise<string> {
  let pdf;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: false,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new ImportFileError(
        'ENCRYPTED_FILE',
        fileName,
        'is a password-protected PDF: remove the password and upload it again.',
      );
    }
    throw new ImportFileError(
      'UNREADABLE_FILE',
      fileName,
      'is not a readable PDF: it may be damaged.',
    );
  }
  try {
    const lines: Line[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      lines.push(...toLines(toItems(content.items as RawItem[]), number));
      page.cleanup();
    }
    const text = joinWrapped(lines);
    let visible = 0;
    for (const line of text) visible += line.replace(/\s/g, '').length;
    if (pdf.numPages > 0 && visible < MIN_TEXT_CHARS) {
      throw new ImportFileError(
        'SCANNED_PDF',
        fileName,
        'is a scanned PDF: its pages are images with no text to read. Upload a text PDF or the transcript as text.',
      );
    }
    return text.join('\n');
  } finally {
    await pdf.destroy();
  }
}
