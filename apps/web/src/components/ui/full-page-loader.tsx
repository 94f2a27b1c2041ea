import { Center, Loader } from '@mantine/core';

/** A centred spinner for the first paint of a signed-out screen, before its code has loaded. */
export function FullPageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-label="Loading Clearcall">
      <Loader size="md" />
    </Center>
  );
}
