import {
  AdminCompanyResponseSchema,
  type AdminCompanyResponse,
  type CompanyInput,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';

/** Adds a company, or updates the one with the same CIK (else the same ticker). */
export function saveCompany(body: CompanyInput): Promise<AdminCompanyResponse> {
  return apiRequest('/admin/companies', {
    method: 'POST',
    body,
    schema: AdminCompanyResponseSchema,
  });
}

/** Saves a company, then reloads every companies list so it shows the change. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
}
