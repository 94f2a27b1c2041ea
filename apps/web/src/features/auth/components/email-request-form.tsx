import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AuthAlert } from './auth-alert';
import { RedirectNotice } from './redirect-notice';

export type EmailRequest = { email: string };

export type EmailRequestOutcome = { status: 'sent' } | { status: 'failed'; message: string };

type EmailRequestFormProps = {
  /** The rules and messages of the e-mail field. */
  schema: z.ZodType<EmailRequest, EmailRequest>;
  /** Sends the request; every failure comes back as the text to show. */
  submit: (body: EmailRequest) => Promise<EmailRequestOutcome>;
  /** Shown once the request is accepted, until /login opens. */
  successMessage: string;
  /** How long the success text stays before /login opens. */
  redirectDelayMs: number;
  /** Called once the request is accepted. */
  onSent: () => void;
  /** Links under the button. */
  footer: ReactNode;
};

type SubmitState = { phase: 'idle' | 'pending' | 'sent' } | { phase: 'failed'; message: string };

/** A one-field form that e-mails a link: the registration request and the forgotten password. */
export function EmailRequestForm({
  schema,
  submit,
  successMessage,
  redirectDelayMs,
  onSent,
  footer,
}: EmailRequestFormProps) {
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailRequest>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const handleValidSubmit = async (values: EmailRequest) => {
    setSubmitState({ phase: 'pending' });
    const outcome = await submit(values);
    if (outcome.status === 'failed') {
      setSubmitState({ phase: 'failed', message: outcome.message });
      return;
    }
    setSubmitState({ phase: 'sent' });
    onSent();
  };

  if (submitState.phase === 'sent') {
    return <RedirectNotice message={successMessage} delayMs={redirectDelayMs} />;
  }

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {submitState.phase === 'failed' && (
          <AuthAlert kind="error">{submitState.message}</AuthAlert>
        )}
        <Button type="submit" size="md" fullWidth loading={submitState.phase === 'pending'}>
          Submit
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
