import { ImportFileError } from '../errors';
import { callText } from '../render/call-blocks';
import { asRawCall } from '../render/raw-call';

/**
 * A call in the published JSON layout, as text that keeps every speaker: the participants list,
 * the "Prepared Remarks:" and "Questions and Answers:" headings and `Name -- Title` speaker lines.
 */
export function readJsonCall(text: string, fileName?: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ImportFileError('UNREADABLE_FILE', fileName, 'is not valid JSON.');
  }
  const call = asRawCall(value);
  if (typeof call === 'string') throw new ImportFileError('NOT_A_TRANSCRIPT', fileName, call);
  return callText(call, 'dash');
}
