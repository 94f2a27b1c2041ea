import { AccountExportSchema, type AccountExport } from '@clearcall/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches everything Clearcall stores about the account. */
export function exportAccountData(userId: string): Promise<AccountExport> {
  return apiRequest(`/user/export/${encodeURIComponent(userId)}`, { schema: AccountExportSchema });
}

/** The file name of an export, dated by the day it was made (as the server names it). */
export function exportFileName(data: AccountExport): string {
  return `clearcall-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** Hands a JSON document to the browser as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports the account's data and saves it as a JSON file. */
export function useExportAccountData(userId: string) {
  return useMutation({
    mutationFn: () => exportAccountData(userId),
    onSuccess: (data) => downloadJson(data, exportFileName(data)),
  });
}
