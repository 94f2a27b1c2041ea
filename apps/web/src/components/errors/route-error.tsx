import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { LAYOUT } from '../../config/theme';
import { Logo } from '../ui/logo';

/**
 * Shown when a screen fails to render or its code cannot be loaded (typically a new release
 * replaced the files this tab still points at): reloading picks up the current version.
 */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={LAYOUT.messageWidth} ta="center">
        <Logo />
        <Title order={1} fz="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">Clearcall could not show this screen. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
