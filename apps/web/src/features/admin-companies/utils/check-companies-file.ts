import { IMPORT_MAX_BYTES } from '@clearcall/contracts';

const ACCEPTED_EXTENSIONS = ['.csv', '.json'] as const;

/** The file types the picker offers: a CSV with a header row, or the SEC's ticker JSON. */
export const COMPANIES_FILE_ACCEPT = ACCEPTED_EXTENSIONS.join(',');

/**
 * Why a chosen file cannot be imported, naming it, or null when it may be sent. The server
 * checks again; this only spares an upload that would be refused.
 */
export function checkCompaniesFile(file: File): string | null {
  const lowerName = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => lowerName.endsWith(extension))) {
    return `${file.name} is not a CSV or JSON file. Choose a .csv with a header row or the SEC's company_tickers.json.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > IMPORT_MAX_BYTES) {
    return `${file.name} is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  return null;
}
