import { Title } from '@mantine/core';

/** The analysis list. */
export default function AnalysisRoute() {
  return (
    <>
      <title>Analysis · Clearcall</title>
      <Title order={1}>Analysis</Title>
    </>
  );
}
