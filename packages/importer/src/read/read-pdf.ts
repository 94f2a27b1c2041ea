import { getDocumentProxy } from 'unpdf';
import { ImportFileError } from '../errors';

type Item = { str: string; x: number; y: number; size: number; width: number; eol: boolean };
type Line = { text: string; y: number; size: number; right: number };

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
function toLines(items: Item[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    const sameLine =
      current !== null && Math.abs(current.y - item.y) < Math.max(2, item.size * 0.4);
    if (current === null || !sameLine) {
      if (current !== null && current.text.trim() !== '') lines.push(current);
      current = { text: '', y: item.y, size: item.size, right: item.x };
    }
    current.text += item.str;
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
 * Joins lines that a paragraph wrapped: a line that reached the right margin and is followed, at
 * ordinary line spacing, by the next runs on into it; anything else starts a new line.
 */
function joinWrapped(lines: Line[]): string[] {
  const margin = lines.reduce((max, line) => Math.max(max, line.right), 0);
  const out: string[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    const gap = previous === null ? Infinity : previous.y - line.y;
    const wrapped =
      previous !== null &&
      gap > 0 &&
      gap <= Math.max(previous.size, line.size) * 1.45 &&
      previous.right >= margin * 0.8;
    if (wrapped && out.length > 0) out[out.length - 1] += ` ${text}`;
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
    const pages: string[] = [];
    let visible = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const lines = joinWrapped(toLines(toItems(content.items as RawItem[])));
      for (const line of lines) visible += line.replace(/\s/g, '').length;
      pages.push(lines.join('\n'));
      page.cleanup();
    }
    if (pdf.numPages > 0 && visible < MIN_TEXT_CHARS) {
      throw new ImportFileError(
        'SCANNED_PDF',
        fileName,
        'is a scanned PDF: its pages are images with no text to read. Upload a text PDF or the transcript as text.',
      );
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}
