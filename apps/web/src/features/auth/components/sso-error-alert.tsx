import { SSO_ERROR_MESSAGES, toSsoErrorCode } from '@clearcall/contracts';
import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuthAlert } from './auth-alert';

/** Why a single sign-on sent the person back to /login (`?sso_error=`); nothing otherwise. */
export function SsoErrorAlert() {
  const [searchParams] = useSearchParams();
  const code = toSsoErrorCode(searchParams.get('sso_error'));
  if (!code) return null;
  return (
    <Box mb="md">
      <AuthAlert kind="error" title="Single sign-on did not complete">
        {SSO_ERROR_MESSAGES[code]}
      </AuthAlert>
    </Box>
  );
}
