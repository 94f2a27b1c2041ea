import { INDUSTRIES, type AdminCompany } from '@clearcall/contracts';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, getServerMessage } from '../../../lib/api-client';
import { useSaveCompany } from '../api/save-company';
import {
  COMPANY_FORM_FIELDS,
  EMPTY_COMPANY_FORM,
  fieldErrorsOf,
  parseCompanyForm,
  toCompanyFormValues,
  type CompanyFormValues,
} from '../utils/company-form-values';

const SAVE_FAILED_MESSAGE = 'The company could not be saved. Please try again.';

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({
  value: industry.id,
  label: industry.name,
}));

type CompanyFormModalProps = {
  /** Open for a new company with `'new'`, for an existing one with the company itself. */
  target: AdminCompany | 'new' | null;
  onClose: () => void;
};

/**
 * Adds a company, or changes one (its industry above all) through the same upsert. The ticker
 * and CIK are the company's key, so they are fixed once it exists.
 */
export function CompanyFormModal({ target, onClose }: CompanyFormModalProps) {
  const isFullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const company = target === 'new' ? null : target;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={company ? `Edit ${company.name}` : 'Add company'}
      size="lg"
      fullScreen={isFullScreen}
      centered
    >
      {target !== null && (
        <CompanyForm key={company?.id ?? 'new'} company={company} onDone={onClose} />
      )}
    </Modal>
  );
}

function CompanyForm({ company, onDone }: { company: AdminCompany | null; onDone: () => void }) {
  const save = useSaveCompany();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CompanyFormValues>({
    defaultValues: company ? toCompanyFormValues(company) : EMPTY_COMPANY_FORM,
  });

  useEffect(() => {
    setFocus(company ? 'industryId' : 'name');
  }, [company, setFocus]);

  const showFieldErrors = (fieldErrors: Partial<Record<keyof CompanyFormValues, string>>) => {
    const fields = COMPANY_FORM_FIELDS.filter((field) => fieldErrors[field]);
    for (const field of fields) setError(field, { message: fieldErrors[field] });
    return fields.length;
  };

  const handleValidSubmit = (values: CompanyFormValues) => {
    setBanner(null);
    const result = parseCompanyForm(values);
    if (!result.isValid) {
      showFieldErrors(result.errors);
      return;
    }
    save.mutate(result.input, {
      onSuccess: ({ company: saved, created }) => {
        notifications.show({
          color: 'teal',
          message: created ? `${saved.name} was added.` : `${saved.name} was saved.`,
        });
        onDone();
      },
      onError: (error) => {
        const shown = error instanceof ApiError ? showFieldErrors(fieldErrorsOf(error.issues)) : 0;
        if (shown === 0) setBanner(getServerMessage(error) ?? SAVE_FAILED_MESSAGE);
      },
    });
  };

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
      <Stack gap="md">
        {banner && (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        )}
        <TextInput
          label="Name"
          withAsterisk
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Ticker"
            withAsterisk
            autoComplete="off"
            readOnly={company !== null}
            description={company ? 'The ticker identifies the company.' : undefined}
            error={errors.symbol?.message}
            {...register('symbol')}
          />
          <TextInput
            label="Exchange"
            placeholder="NASDAQ"
            autoComplete="off"
            error={errors.exchange?.message}
            {...register('exchange')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="industryId"
          render={({ field, fieldState }) => (
            <Select
              label="Industry"
              placeholder="Unclassified"
              description="Without one, the company stays out of the industry feeds."
              data={INDUSTRY_OPTIONS}
              clearable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Website"
            type="url"
            placeholder="https://"
            autoComplete="off"
            error={errors.website?.message}
            {...register('website')}
          />
          <TextInput
            label="Logo URL"
            type="url"
            placeholder="https://"
            autoComplete="off"
            error={errors.logoUrl?.message}
            {...register('logoUrl')}
          />
        </SimpleGrid>
        <TextInput
          label="SEC CIK"
          inputMode="numeric"
          autoComplete="off"
          readOnly={company?.cik != null}
          description="Optional. Companies with a CIK are matched by it; its other tickers become aliases."
          error={errors.cik?.message}
          {...register('cik')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {company ? 'Save company' : 'Add company'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
