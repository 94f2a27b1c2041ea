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
import { Sparkline } from './sparkline';
import { StrategyButton } from './strategy-modal';

/** The specification's Trends slider: 0 to 1000, initially 400 to 800. */
export const TREND_SLIDER = { min: 0, max: 1000, initial: [400, 800] as [number, number] };
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

const formatMomentum = (momentum: number) =>
  `${momentum > 0 ? '+' : ''}${Math.round(momentum * 100)}%`;

/** Topics by rank with mentions, momentum and a sparkline, filtered by the mentions slider. */
function Trends({ trends }: { trends: TopicTrend[] }) {
  const [range, setRange] = useState<[number, number]>(TREND_SLIDER.initial);
  const rows = trends.filter((trend) => trend.mentions >= range[0] && trend.mentions <= range[1]);
  return (
    <Section id="trends" title="Trends">
      <Stack gap={4}>
        <Text size="sm" id="trends-range-label">
          Mentions between {range[0]} and {range[1]}
        </Text>
        <RangeSlider
          min={TREND_SLIDER.min}
          max={TREND_SLIDER.max}
          value={range}
          onChange={setRange}
          minRange={1}
          label={null}
          thumbFromLabel="Fewest mentions"
          thumbToLabel="Most mentions"
          mb="xs"
        />
      </Stack>
      {rows.length === 0 ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            No topic has between {range[0]} and {range[1]} mentions.
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
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rank</Table.Th>
                <Table.Th>Topic</Table.Th>
                <Table.Th ta="right">Mentions</Table.Th>
                <Table.Th ta="right">Momentum</Table.Th>
                <Table.Th>By quarter</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((trend) => (
                <Table.Tr key={trend.topic}>
                  <Table.Td>{trend.rank}</Table.Td>
                  <Table.Td fw={500}>{trend.topic}</Table.Td>
                  <Table.Td ta="right">{trend.mentions}</Table.Td>
                  <Table.Td
                    ta="right"
                    c={trend.momentum > 0 ? 'teal.7' : trend.momentum < 0 ? 'red.7' : undefined}
                  >
                    {formatMomentum(trend.momentum)}
                  </Table.Td>
                  <Table.Td>
                    <Sparkline
                      values={trend.series.map((point) => point.mentions)}
                      label={`${trend.topic} mentions by quarter: ${trend.series
                        .map((point) => `${point.quarter} ${point.mentions}`)
                        .join(', ')}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
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
            <Trends trends={data.trends} />
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
