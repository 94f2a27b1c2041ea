import {
  AdminCompanyResponseSchema,
  type AdminCompanyResponse,
  type CompanyInput,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAdminCompaniesQueryOptions } from './get-admin-companies';

/** Creates a company (or updates the one with the same ticker). */
export function createCompany(body: CompanyInput): Promise<AdminCompanyResponse> {
  return apiRequest('/admin/companies', {
    method: 'POST',
    body,
    schema: AdminCompanyResponseSchema,
  });
}

/** Creates a company, then reloads every company search so it can be chosen. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getAdminCompaniesQueryOptions('').queryKey.slice(0, 2),
      }),
  });
}
