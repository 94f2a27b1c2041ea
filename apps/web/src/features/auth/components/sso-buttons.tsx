import type { SsoProviderId } from '@clearcall/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandWindows from '@tabler/icons-react/dist/esm/icons/IconBrandWindows.mjs';
import { LAYOUT } from '../../../config/theme';
import { getSsoStartHref, useSsoProviders } from '../api/get-sso-providers';

const PROVIDER_ICONS: Record<SsoProviderId, typeof IconBrandLinkedin> = {
  linkedin: IconBrandLinkedin,
  azure: IconBrandWindows,
};

/**
 * "Sign in with …" for each provider the server has configured, as plain links: the server
 * starts the sign-in and the provider's page takes over. Nothing shows when none is configured.
 */
export function SsoButtons() {
  const providers = useSsoProviders();
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm" mt="lg">
      <Divider label="or" labelPosition="center" />
      {providers.map(({ id, label }) => {
        const Icon = PROVIDER_ICONS[id];
        return (
          <Button
            key={id}
            component="a"
            href={getSsoStartHref(id)}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={LAYOUT.navIconSize} aria-hidden="true" />}
          >
            Sign in with {label}
          </Button>
        );
      })}
    </Stack>
  );
}
