import type { ImportFormat } from '@clearcall/contracts';
import { SNIFF_BYTES } from '../limits';
import { decodeText, looksBinary } from './decode-text';

/** What a file is: its bytes, and when known the name and content type it came with. */
export type ReadDocumentInput = { bytes: Uint8Array; fileName?: string; contentType?: string };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Compound File Binary: old .doc files and password-protected Office files. */
export const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function startsWith(bytes: Uint8Array, magic: number[], from = 0): boolean {
  return magic.every((byte, i) => bytes[from + i] === byte);
}

function indexOfPdfMagic(bytes: Uint8Array): number {
  // A PDF may carry a few bytes of junk before its header; readers accept up to 1 KB.
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF_MAGIC, i)) return i;
  return -1;
}

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const codes = [...needle].map((char) => char.charCodeAt(0));
  const first = codes[0];
  outer: for (let i = 0; i <= bytes.length - codes.length; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

function extension(fileName: string | undefined): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName ?? '');
  return match?.[1]?.toLowerCase() ?? '';
}

/** The format a file's name or content type claims, for text-like files. */
function claimedFormat(input: ReadDocumentInput): ImportFormat | null {
  const ext = extension(input.fileName);
  const type = (input.contentType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (ext === 'pdf' || type === 'application/pdf') return 'pdf';
  if (
    ext === 'docx' ||
    ext === 'doc' ||
    type.includes('wordprocessingml') ||
    type === 'application/msword'
  ) {
    return 'docx';
  }
  if (ext === 'html' || ext === 'htm' || type === 'text/html' || type === 'application/xhtml+xml') {
    return 'html';
  }
  if (ext === 'md' || ext === 'markdown' || type === 'text/markdown') return 'markdown';
  if (ext === 'json' || type === 'application/json') return 'json';
  if (ext === 'txt' || ext === 'text' || type === 'text/plain') return 'text';
  return null;
}

const HTML_START =
  /^\s*(?:<!--[\s\S]{0,2000}?-->\s*)?<(?:!doctype\s+html|html|head|body|meta|title|div|p|h[1-6]|article|section)\b/i;
const MARKDOWN_CUES = /^(?:#{1,6} \S|\*\*[^*\n]{1,80}\*\*\s*$|[-*] \S)/m;

/** Looks at decoded text to tell HTML, JSON, Markdown and plain text apart. */
function formatOfText(text: string, claimed: ImportFormat | null): ImportFormat {
  const head = text.slice(0, SNIFF_BYTES);
  if (HTML_START.test(head)) return 'html';
  const first = head.trimStart()[0];
  if ((first === '{' || first === '[') && (claimed === 'json' || claimed === null)) return 'json';
  if (claimed === 'markdown' || claimed === 'html' || claimed === 'json') return claimed;
  if (claimed === null && MARKDOWN_CUES.test(head)) return 'markdown';
  return 'text';
}

/**
 * Tells a file's format from its content first (magic bytes, markup), then from its name and
 * content type. `null` means no format the import reads: the server answers 415.
 */
export function sniffFormat(input: ReadDocumentInput): ImportFormat | null {
  const { bytes } = input;
  if (bytes.length === 0) return null;
  if (indexOfPdfMagic(bytes) >= 0) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) {
    return containsAscii(bytes, 'word/') ? 'docx' : null;
  }
  const claimed = claimedFormat(input);
  // A password-protected .docx is a Compound File: read it as Word so the answer can say why.
  if (startsWith(bytes, CFB_MAGIC)) return claimed === 'docx' ? 'docx' : null;
  if (looksBinary(bytes)) {
    // Binary bytes under a text name: read them so the answer says what is wrong.
    return claimed;
  }
  let text: string;
  try {
    text = decodeText(bytes.subarray(0, SNIFF_BYTES), input.fileName);
  } catch {
    return claimed;
  }
  if (claimed === 'pdf' || claimed === 'docx') return claimed;
  return formatOfText(text, claimed);
}

export { indexOfPdfMagic };
