import { ImportFileError } from '../errors';

/** Windows-1252's characters for bytes 0x80–0x9F; every other byte is its Latin-1 character. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (const byte of bytes) {
    chunk +=
      byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? '') : String.fromCharCode(byte);
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/** Does the start of a file look like binary data rather than text? */
export function looksBinary(bytes: Uint8Array, limit = 8192): boolean {
  if (hasUtf16Bom(bytes)) return false;
  const end = Math.min(bytes.length, limit);
  if (end === 0) return false;
  let control = 0;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0) return true;
    // Tab, line feed, form feed and carriage return are text; other C0 controls are not.
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) control++;
  }
  return control / end > 0.02;
}

function hasUtf16Bom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/**
 * Decodes text bytes: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark,
 * and Windows-1252 for older files that are not valid UTF-8.
 */
export function decodeText(bytes: Uint8Array, fileName?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  if (looksBinary(bytes)) {
    throw new ImportFileError(
      'BINARY_FILE',
      fileName,
      'holds binary data, not text: upload a text, Markdown, HTML, PDF or Word (.docx) file.',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
