import { CompanyImportResultSchema, type CompanyImportResult } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';

/** Uploads a CSV (with a header row) or the SEC's company_tickers.json, and reports each row. */
export function importCompanies(file: File): Promise<CompanyImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('/admin/companies/import', {
    method: 'POST',
    body: form,
    schema: CompanyImportResultSchema,
  });
}

/** Imports a companies file, then reloads every companies list. */
export function useImportCompanies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCompanies,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
}
