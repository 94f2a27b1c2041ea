import type { KeyFigure } from '@clearcall/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import IconArrowDownRight from '@tabler/icons-react/dist/esm/icons/IconArrowDownRight.mjs';
import IconArrowUpRight from '@tabler/icons-react/dist/esm/icons/IconArrowUpRight.mjs';
import { useState } from 'react';
import classes from './key-figures.module.css';

/** Figures listed before 'Show all'. */
const FIGURES_SHOWN = 8;

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

type KeyFiguresProps = { figures: KeyFigure[]; onCite: (citations: number[]) => void };

/** Revenue, EPS, margins and guidance found in the call, each opening its sentence. */
export function KeyFigures({ figures, onCite }: KeyFiguresProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  if (figures.length === 0) return null;
  const shown = isExpanded ? figures : figures.slice(0, FIGURES_SHOWN);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="key-figures-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="key-figures-title">
          Key figures
        </Title>
        <Stack gap={0} component="ul" className={classes.list}>
          {shown.map((figure, index) => (
            <li key={`${figure.name}-${figure.sentenceId}-${index}`}>
              <UnstyledButton
                className={classes.figure}
                onClick={() => onCite([figure.sentenceId])}
                title="Show the source in the transcript"
              >
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600}>
                      {capitalize(figure.name)}
                      {figure.isGuidance ? (
                        <Badge size="xs" variant="light" ml={6}>
                          Guidance
                        </Badge>
                      ) : null}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatPeriod(figure.period)}
                    </Text>
                  </Stack>
                  <Stack gap={0} align="flex-end">
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {formatFigure(figure)}
                    </Text>
                    {figure.change ? (
                      <Group
                        gap={2}
                        wrap="nowrap"
                        c={
                          figure.direction === 'up'
                            ? 'teal.7'
                            : figure.direction === 'down'
                              ? 'red.7'
                              : 'dimmed'
                        }
                      >
                        {figure.direction === 'up' ? (
                          <IconArrowUpRight size={14} aria-label="up" />
                        ) : figure.direction === 'down' ? (
                          <IconArrowDownRight size={14} aria-label="down" />
                        ) : null}
                        <Text size="xs" c="inherit">
                          {figure.change}
                        </Text>
                      </Group>
                    ) : null}
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
        {figures.length > FIGURES_SHOWN ? (
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
