import type { CompanyInsights, FeedStory, StoryQuote, TopicTrend } from '@clearcall/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  RangeSlider,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCompanyInsights, useNewsPreview } from '../api/get-company-sections';
import classes from './company-sections.module.css';
import { STORY_SECTION } from './previous-transcripts-menu';
import {
  STEADY_SCORE,
  TREND_SLIDER,
  formatQuarter,
  latestMentions,
  momentumBand,
  momentumScore,
  trendsInRange,
  type MomentumBand,
} from '../utils/trend-momentum';
import { Sparkline } from './sparkline';
import { StrategyButton } from './strategy-modal';

/** The search parameter naming the transcript sentence to open. */
export const SENTENCE_PARAM = 'sentence';

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A section the engine could not compute: its title and why. */
function GapNote({ id, title, reason }: { id: string; title: string; reason: string }) {
  return (
    <Section id={id} title={title}>
      <Text size="sm" c="dimmed">
        {reason}
      </Text>
    </Section>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const BAND_COLORS: Record<MomentumBand, string | undefined> = {
  Gone: 'red.7',
  Fading: 'red.7',
  Steady: undefined,
  Rising: 'teal.7',
  New: 'teal.7',
};

const MOMENTUM_MARKS = [
  { value: 0, label: 'Gone' },
  { value: 250, label: 'Fading' },
  { value: STEADY_SCORE, label: 'Steady' },
  { value: 750, label: 'Rising' },
  { value: 1000, label: 'New' },
];

/** "steady to rising" for a range of scores. */
function describeRange([from, to]: [number, number]): string {
  const first = momentumBand(from).toLowerCase();
  const last = momentumBand(to).toLowerCase();
  return first === last ? `${first} topics` : `${first} to ${last} topics`;
}

type TrendsProps = { trends: TopicTrend[]; quarters: string[] };

/**
 * Topics by rank with mentions, momentum and a sparkline, filtered by their momentum score into
 * the latest quarter with the specification's 0 to 1000 slider.
 */
export function Trends({ trends, quarters }: TrendsProps) {
  const [range, setRange] = useState<[number, number]>(TREND_SLIDER.initial);
  const rows = trendsInRange(trends, range);
  const latest = formatQuarter(quarters.at(-1) ?? '');
  const previous = formatQuarter(quarters.at(-2) ?? '');
  return (
    <Section id="trends" title="Trends">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="trends-range-label">
          Momentum {range[0]} to {range[1]}: {describeRange(range)}
        </Text>
        <Text size="xs" c="dimmed" id="trends-range-help">
          How much more or less each topic came up in stories published in {latest} than in{' '}
          {previous}: 500 is as often, 667 twice as often, 1000 new in {latest}, 0 no longer
          mentioned.
        </Text>
        <RangeSlider
          min={TREND_SLIDER.min}
          max={TREND_SLIDER.max}
          step={TREND_SLIDER.step}
          minRange={TREND_SLIDER.step}
          value={range}
          onChange={setRange}
          marks={MOMENTUM_MARKS}
          label={null}
          thumbFromLabel="Lowest momentum"
          thumbToLabel="Highest momentum"
          thumbValueText={(value) => `${value}, ${momentumBand(value).toLowerCase()}`}
          mt="xs"
          mb="xl"
          mx="sm"
        />
      </Stack>
      {rows.length === 0 ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            No topic has a momentum between {range[0]} and {range[1]}. Widen the range to see more
            topics.
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setRange([TREND_SLIDER.min, TREND_SLIDER.max])}
          >
            Show all topics
          </Button>
        </Group>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">Rank</Table.Th>
                <Table.Th>Topic</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Mentions
                </Table.Th>
                <Table.Th ta="right">Momentum</Table.Th>
                <Table.Th>By quarter</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((trend) => {
                const score = momentumScore(trend);
                const band = momentumBand(score);
                const change = latestMentions(trend);
                return (
                  <Table.Tr key={trend.topic}>
                    <Table.Td visibleFrom="sm">{trend.rank}</Table.Td>
                    <Table.Td>
                      <Text span size="sm" fw={500}>
                        {trend.topic}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        #{trend.rank} · {plural(trend.mentions, 'mention')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" visibleFrom="sm">
                      {trend.mentions}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      title={`${change.latest} mentions in ${latest}, ${change.previous} in ${previous}`}
                    >
                      <Text span size="sm" fw={500}>
                        {score}
                      </Text>{' '}
                      <Text span size="xs" c={BAND_COLORS[band]} className={classes.band}>
                        {band}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Sparkline
                        values={trend.series.map((point) => point.mentions)}
                        label={`${trend.topic} mentions by quarter: ${trend.series
                          .map((point) => `${formatQuarter(point.quarter)} ${point.mentions}`)
                          .join(', ')}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function BuzzIndex({ buzz }: { buzz: NonNullable<CompanyInsights['buzzIndex']> }) {
  const tone = buzz.value > 60 ? 'teal' : buzz.value < 40 ? 'orange' : 'blue';
  return (
    <Section id="buzz" title="Buzz Index">
      <Group gap="sm" align="baseline">
        <Text fz={36} fw={700} lh={1}>
          {buzz.value}
        </Text>
        <Text size="sm" c="dimmed">
          of 100 in {buzz.quarter}
        </Text>
      </Group>
      <Progress value={buzz.value} color={tone} aria-label={`Buzz Index ${buzz.value} of 100`} />
      <Text size="xs" c="dimmed">
        50 is an average quarter for this company; higher means it was more discussed.
      </Text>
    </Section>
  );
}

function QuoteList({ companyId, quotes }: { companyId: string; quotes: StoryQuote[] }) {
  if (quotes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing found.
      </Text>
    );
  }
  return (
    <ul className={classes.quotes}>
      {quotes.map((quote) => (
        <li key={`${quote.storyId}-${quote.sentence}`} className={classes.quote}>
          <Text size="sm" span>
            {quote.text}{' '}
          </Text>
          <Anchor
            component={Link}
            size="xs"
            to={`${paths.app.story.getHref(STORY_SECTION, companyId, quote.storyId)}?${SENTENCE_PARAM}=${quote.sentence}`}
          >
            Source
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

const SWOT_PARTS = [
  { key: 'strengths', label: 'Strengths', color: 'teal' },
  { key: 'weaknesses', label: 'Weaknesses', color: 'red' },
  { key: 'opportunities', label: 'Opportunities', color: 'blue' },
  { key: 'threats', label: 'Threats', color: 'orange' },
] as const;

function Swot({
  companyId,
  swot,
}: {
  companyId: string;
  swot: NonNullable<CompanyInsights['swot']>;
}) {
  return (
    <Section id="swot" title="SWOT Analysis">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SWOT_PARTS.map((part) => (
          <Stack gap={6} key={part.key}>
            <Badge variant="light" color={part.color} w="fit-content">
              {part.label}
            </Badge>
            <QuoteList companyId={companyId} quotes={swot[part.key]} />
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function News({ stories }: { stories: FeedStory[] }) {
  return (
    <Section id="news" title="News">
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {stories.map((story) => (
          <li key={story._id}>
            <Paper withBorder radius="sm" p="sm">
              <Anchor
                href={story.url ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                fw={600}
                size="sm"
                c="inherit"
              >
                {story.title} <IconExternalLink size={12} aria-label="opens in a new tab" />
              </Anchor>
              <Text size="xs" c="dimmed">
                {story.source}
                {story.publishedDateTime
                  ? ` · ${new Date(story.publishedDateTime).toLocaleDateString(undefined, {
                      dateStyle: 'medium',
                    })}`
                  : ''}
              </Text>
              {story.viewShortSummary250 ? (
                <Text size="sm" mt={4} lineClamp={3}>
                  {story.viewShortSummary250}
                </Text>
              ) : null}
            </Paper>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

type CompanySectionsProps = { companyId: string; companyName: string };

/**
 * News, Trends, Buzz Index, SWOT and Strategy. They load beside the story and never hold it up;
 * a section without enough data says why, and a failed call leaves its sections out.
 */
export function CompanySections({ companyId, companyName }: CompanySectionsProps) {
  const news = useNewsPreview(companyId);
  const insights = useCompanyInsights(companyId);

  if (news.isPending || insights.isPending) {
    return (
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }

  const data = insights.data;
  const strategyText = data?.strategy?.map((quote) => quote.text).join('\n\n') ?? '';
  return (
    <Stack gap="md">
      {news.data && news.data.length > 0 ? <News stories={news.data} /> : null}
      {data ? (
        <>
          {data.trends ? (
            <Trends trends={data.trends} quarters={data.quarters} />
          ) : data.gaps.trends ? (
            <GapNote id="trends" title="Trends" reason={data.gaps.trends.reason} />
          ) : null}
          {data.buzzIndex ? (
            <BuzzIndex buzz={data.buzzIndex} />
          ) : data.gaps.buzzIndex ? (
            <GapNote id="buzz" title="Buzz Index" reason={data.gaps.buzzIndex.reason} />
          ) : null}
          {data.swot ? (
            <Swot companyId={companyId} swot={data.swot} />
          ) : data.gaps.swot ? (
            <GapNote id="swot" title="SWOT Analysis" reason={data.gaps.swot.reason} />
          ) : null}
          {data.strategy ? (
            <Section
              id="strategy"
              title="Strategy"
              action={<StrategyButton companyName={companyName} text={strategyText} />}
            >
              <Text size="sm" c="dimmed">
                What the company says about its strategy, quoted from {data.strategy.length}{' '}
                {data.strategy.length === 1 ? 'passage' : 'passages'} of its stories.
              </Text>
            </Section>
          ) : data.gaps.strategy ? (
            <GapNote id="strategy" title="Strategy" reason={data.gaps.strategy.reason} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
