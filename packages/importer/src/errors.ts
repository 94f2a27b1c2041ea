/** Why a file could not be imported; each answer names the file in plain words. */
export type ImportFileErrorCode =
  | 'EMPTY_FILE'
  | 'BINARY_FILE'
  | 'SCANNED_PDF'
  | 'ENCRYPTED_FILE'
  | 'UNREADABLE_FILE'
  | 'NOT_A_TRANSCRIPT'
  | 'UNSUPPORTED_LANGUAGE'
  | 'TOO_LONG';

/** A file (or pasted text) the importer cannot turn into a transcript. */
export class ImportFileError extends Error {
  readonly code: ImportFileErrorCode;
  readonly fileName: string | null;

  constructor(code: ImportFileErrorCode, fileName: string | null | undefined, problem: string) {
    super(`${describeFile(fileName)} ${problem}`);
    this.name = 'ImportFileError';
    this.code = code;
    this.fileName = fileName ?? null;
  }
}

/** "The file “q1.pdf”" or "The pasted text", to start a message with. */
export function describeFile(fileName: string | null | undefined): string {
  return fileName ? `The file “${fileName}”` : 'The pasted text';
}
