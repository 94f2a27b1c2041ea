import mammoth from 'mammoth';
import { ImportFileError } from '../errors';
import { CFB_MAGIC, startsWith } from './sniff-format';

/** The raw text of a Word (.docx) file, one paragraph a line. */
export async function readDocx(bytes: Uint8Array, fileName?: string): Promise<string> {
  if (startsWith(bytes, CFB_MAGIC)) {
    throw new ImportFileError(
      'ENCRYPTED_FILE',
      fileName,
      'is a password-protected Word file (or an old .doc): remove the password or save it as .docx, then upload it again.',
    );
  }
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value.replace(/\n{2,}/g, '\n');
  } catch {
    throw new ImportFileError(
      'UNREADABLE_FILE',
      fileName,
      'is not a readable Word (.docx) file: it may be damaged.',
    );
  }
}
