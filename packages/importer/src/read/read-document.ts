import type { ImportFormat } from '@clearcall/contracts';
import { ImportFileError } from '../errors';
import { MAX_TEXT_CHARS } from '../limits';
import { decodeText } from './decode-text';
import { readDocx } from './read-docx';
import { htmlToText } from './read-html';
import { readJsonCall } from './read-json';
import { markdownToText } from './read-markdown';
import { readPdf } from './read-pdf';
import { sniffFormat, type ReadDocumentInput } from './sniff-format';

export type ReadDocumentResult = { format: ImportFormat; text: string };

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Reads a file of any supported format into the plain text of the transcript. */
export async function readDocument(input: ReadDocumentInput): Promise<ReadDocumentResult> {
  const { bytes, fileName } = input;
  if (bytes.length === 0) throw new ImportFileError('EMPTY_FILE', fileName, 'is empty.');
  const format = sniffFormat(input);
  if (format === null) {
    throw new ImportFileError(
      'BINARY_FILE',
      fileName,
      'is not a format the import reads: upload text, Markdown, HTML, PDF, Word (.docx) or JSON.',
    );
  }
  let text: string;
  if (format === 'pdf') text = await readPdf(bytes, fileName);
  else if (format === 'docx') text = await readDocx(bytes, fileName);
  else {
    const decoded = decodeText(bytes, fileName);
    if (format === 'html') text = htmlToText(decoded);
    else if (format === 'markdown') text = markdownToText(decoded);
    else if (format === 'json') text = readJsonCall(decoded, fileName);
    else text = decoded;
  }
  text = tidy(text);
  if (text === '') throw new ImportFileError('EMPTY_FILE', fileName, 'holds no text.');
  if (text.length > MAX_TEXT_CHARS) {
    throw new ImportFileError(
      'TOO_LONG',
      fileName,
      `is too long: ${text.length.toLocaleString('en-US')} characters, over the limit of ${MAX_TEXT_CHARS.toLocaleString('en-US')}.`,
    );
  }
  return { format, text };
}
