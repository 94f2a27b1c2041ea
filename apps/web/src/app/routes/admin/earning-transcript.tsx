import { Title } from '@mantine/core';

/** The earnings transcript admin screen. */
export default function EarningTranscriptRoute() {
  return (
    <>
      <title>Earning Transcripts · Clearcall</title>
      <Title order={1}>Earning Transcripts</Title>
    </>
  );
}
