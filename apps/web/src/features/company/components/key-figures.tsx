import type { KeyFigure } from '@clearcall/contracts';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconArrowDownRight from '@tabler/icons-react/dist/esm/icons/IconArrowDownRight.mjs';
import IconArrowUpRight from '@tabler/icons-react/dist/esm/icons/IconArrowUpRight.mjs';
import { useId, useState } from 'react';
import classes from './key-figures.module.css';

/** Figures each list (a scope's results, its outlook) shows before 'Show all'. */
const FIGURES_SHOWN = 5;

/** What a conflict mark means, said on hover and to screen readers alike. */
export const CONFLICT_EXPLANATION =
  'The call states this figure with another value too: check the source before using it.';

/** "$1.2B", "24.5%", "+30 bps": the value with its unit, as the call states it. */
export function formatFigure(figure: Pick<KeyFigure, 'value' | 'unit'>): string {
  const { value, unit } = figure;
  if (unit === 'USD') return value.startsWith('$') ? value : `$${value}`;
  if (unit === '%') return value.endsWith('%') ? value : `${value}%`;
  if (unit === 'bps') return `${value} bps`;
  return value;
}

/** "adjusted EBITDA" reads "Adjusted EBITDA"; the engine writes acronyms in capitals. */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Q3", "FY 2026", "YTD", "Nine months 2026"; figures stored before the engine wrote capitals read "q3". */
const formatPeriod = (period: string) =>
  /^(q\d|fy|h\d|ytd)\b/i.test(period) ? period.toUpperCase() : capitalize(period);

/** The fiscal period in one form across calls when the engine settled it, else as stated. */
const periodOf = (figure: KeyFigure) => figure.fiscalPeriod ?? formatPeriod(figure.period);

/** How each comparison base reads after the change. */
const BASE_WORDING: Record<NonNullable<KeyFigure['changeBase']>, string> = {
  'year-ago': 'year on year',
  sequential: 'sequentially',
  'two-year': 'vs two years ago',
  other: '',
};

/**
 * "up 12% year on year", "down 3% sequentially", "up 5% vs two years ago": the change with the
 * period it is measured against, so a sequential rise is not read as a yearly one. Null for a
 * figure stated without a change.
 */
export function changeWording(
  figure: Pick<KeyFigure, 'change' | 'direction' | 'changeBase'>,
): string | null {
  if (!figure.change) return null;
  const size = figure.change.replace(/^[+-]\s*/, '');
  const verb = figure.direction ?? 'changed';
  const base = figure.changeBase ? BASE_WORDING[figure.changeBase] : '';
  return [verb, size, base].filter(Boolean).join(' ');
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/**
 * The engine's confidence in three words a reader can weigh: below 0.7 the reader often
 * mistakes the measure or its period, from 0.9 it rarely does.
 */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.9) return 'high';
  if (confidence >= 0.7) return 'medium';
  return 'low';
}

/** The figures of one scope: the whole company (part null) or one segment, results apart from outlook. */
export type FigureGroup = { part: string | null; results: KeyFigure[]; outlook: KeyFigure[] };

/**
 * The figures grouped by the part of the company they are about: the whole company first, then
 * each segment, region or product in the order the call first names it.
 */
export function groupFiguresByPart(figures: readonly KeyFigure[]): FigureGroup[] {
  const groups = new Map<string | null, FigureGroup>([
    [null, { part: null, results: [], outlook: [] }],
  ]);
  for (const figure of figures) {
    let group = groups.get(figure.part);
    if (!group) {
      group = { part: figure.part, results: [], outlook: [] };
      groups.set(figure.part, group);
    }
    (figure.isGuidance ? group.outlook : group.results).push(figure);
  }
  return [...groups.values()].filter((group) => group.results.length + group.outlook.length > 0);
}

/** The conflict mark: visible, explained on hover, and read out in full by screen readers. */
function ConflictMark() {
  return (
    <Tooltip label={CONFLICT_EXPLANATION} multiline w={240} withArrow>
      <Badge
        size="xs"
        color="orange"
        variant="light"
        leftSection={<IconAlertTriangle size={11} aria-hidden />}
        className={classes.conflict}
      >
        Conflict
        <VisuallyHidden>: {CONFLICT_EXPLANATION}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

const DIRECTION_COLOR = { up: 'teal.7', down: 'red.7' } as const;

function ChangeLine({ figure }: { figure: KeyFigure }) {
  const wording = changeWording(figure);
  if (!wording) return null;
  return (
    <Group
      gap={2}
      wrap="nowrap"
      justify="flex-end"
      c={figure.direction ? DIRECTION_COLOR[figure.direction] : 'dimmed'}
    >
      {figure.direction === 'up' ? <IconArrowUpRight size={14} aria-hidden /> : null}
      {figure.direction === 'down' ? <IconArrowDownRight size={14} aria-hidden /> : null}
      <Text size="xs" c="inherit" ta="right">
        {wording}
      </Text>
    </Group>
  );
}

function FigureRow({ figure, onCite }: { figure: KeyFigure; onCite: (ids: number[]) => void }) {
  const level = confidenceLevel(figure.confidence);
  return (
    <li className={figure.conflict ? classes.conflicted : undefined}>
      <UnstyledButton
        className={classes.figure}
        onClick={() => onCite([figure.sentenceId])}
        title="Show the source in the transcript"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={600} className={classes.name}>
              {capitalize(figure.name)}
            </Text>
            <Group gap={8} wrap="nowrap">
              <Text size="xs" c="dimmed" className={classes.period}>
                {periodOf(figure)}
              </Text>
              <Text
                size="xs"
                className={classes.confidence}
                data-level={level}
                title={`The reading of this figure is of ${level} confidence`}
              >
                <span className={classes.dot} aria-hidden />
                {level}
                <VisuallyHidden> confidence</VisuallyHidden>
              </Text>
            </Group>
            {figure.conflict ? <ConflictMark /> : null}
          </Stack>
          <Stack gap={0} align="flex-end" className={classes.value}>
            <Text
              fw={700}
              ta="right"
              size={figure.amount === null && figure.low !== null ? 'sm' : 'md'}
            >
              {formatFigure(figure)}
            </Text>
            <ChangeLine figure={figure} />
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

type FigureListProps = {
  label: string;
  figures: KeyFigure[];
  onCite: (ids: number[]) => void;
};

function FigureList({ label, figures, onCite }: FigureListProps) {
  const id = useId();
  if (figures.length === 0) return null;
  return (
    <div>
      <Text id={id} size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.kind}>
        {label}
      </Text>
      <ul className={classes.list} aria-labelledby={id}>
        {figures.map((figure, index) => (
          <FigureRow
            key={`${figure.sentenceId}-${figure.name}-${index}`}
            figure={figure}
            onCite={onCite}
          />
        ))}
      </ul>
    </div>
  );
}

type KeyFiguresProps = { figures: KeyFigure[]; onCite: (citations: number[]) => void };

/**
 * Revenue, EPS, margins and guidance found in the call, each opening its sentence: the whole
 * company's first, then each segment's under its name, results apart from the outlook.
 */
export function KeyFigures({ figures, onCite }: KeyFiguresProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  if (figures.length === 0) return null;
  const groups = groupFiguresByPart(figures);
  const isCut = groups.some(
    (group) => group.results.length > FIGURES_SHOWN || group.outlook.length > FIGURES_SHOWN,
  );
  const shown = (list: KeyFigure[]) => (isExpanded ? list : list.slice(0, FIGURES_SHOWN));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="key-figures-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="key-figures-title">
          Key figures
        </Title>
        {groups.map((group) => (
          <section key={group.part ?? ''} className={classes.group}>
            <Title order={3} size="h6" className={classes.part}>
              {group.part ?? 'Company'}
            </Title>
            <Stack gap="xs">
              <FigureList label="Results" figures={shown(group.results)} onCite={onCite} />
              <FigureList label="Outlook" figures={shown(group.outlook)} onCite={onCite} />
            </Stack>
          </section>
        ))}
        {isCut ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setIsExpanded((value) => !value)}
          >
            {isExpanded ? 'Show fewer' : `Show all ${figures.length}`}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
