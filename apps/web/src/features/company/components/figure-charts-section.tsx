import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useCompanyFigures } from '../api/get-company-figures';

/** The charts are drawn by their own chunk, fetched after the story's first screen. */
const FigureCharts = lazy(() => import('./figure-charts'));

/** Fewer calls than this draw no line worth reading. */
export const MIN_CHARTED_CALLS = 2;

export const TOO_FEW_CALLS = 'Charts appear once two calls are published.';

function ChartsSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      <Skeleton height={14} width="40%" />
      <Skeleton height={160} />
    </Stack>
  );
}

/**
 * The company's revenue, EPS, margins and guidance across its calls, or why there is nothing
 * to chart yet. Hidden when the figures cannot be loaded, as the page's other sections are.
 */
export function FigureChartsSection({ companyId }: { companyId: string }) {
  const figures = useCompanyFigures(companyId);
  if (figures.isError) return null;
  const data = figures.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="figure-charts-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="figure-charts-title">
            Figures across calls
          </Title>
          <Text size="xs" c="dimmed">
            The whole company&apos;s figures as its calls state them; a figure stated with two
            values in one call is left out.
          </Text>
        </div>
        {!data ? (
          <ChartsSkeleton />
        ) : data.calls < MIN_CHARTED_CALLS ? (
          <Text size="sm" c="dimmed">
            {TOO_FEW_CALLS}
          </Text>
        ) : (
          <Suspense fallback={<ChartsSkeleton />}>
            <FigureCharts figures={data} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
