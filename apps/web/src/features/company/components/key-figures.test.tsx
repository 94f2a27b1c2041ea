import { KeyFigureSchema, type KeyFigure } from '@clearcall/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/test-utils';
import {
  changeWording,
  CONFLICT_EXPLANATION,
  confidenceLevel,
  groupFiguresByPart,
  KeyFigures,
} from './key-figures';

/** A figure of the quarter's revenue; the contract's defaults fill what a test leaves out. */
function figure(fields: Partial<KeyFigure> & Pick<KeyFigure, 'name' | 'value'>): KeyFigure {
  return KeyFigureSchema.parse({
    unit: 'USD',
    period: 'q3',
    change: null,
    direction: null,
    isGuidance: false,
    sentenceId: 1,
    metric: 'revenue',
    fiscalPeriod: 'Q3 2026',
    confidence: 0.95,
    ...fields,
  });
}

const FIGURES = [
  figure({ name: 'Devices revenue', value: '1.1 billion', part: 'Devices', sentenceId: 3 }),
  figure({
    name: 'revenue',
    value: '3.2 billion',
    change: '12%',
    direction: 'up',
    changeBase: 'year-ago',
  }),
  figure({ name: 'Cloud revenue', value: '2.1 billion', part: 'Cloud', sentenceId: 5 }),
  figure({
    name: 'revenue',
    value: '3.3 billion to 3.5 billion',
    isGuidance: true,
    fiscalPeriod: 'Q4 2026',
    sentenceId: 9,
  }),
  figure({ name: 'Devices operating margin', value: '14', unit: '%', part: 'Devices' }),
];

describe('changeWording', () => {
  it('names the base a change is measured against', () => {
    const up = { change: '12%', direction: 'up' as const };
    expect(changeWording({ ...up, changeBase: 'year-ago' })).toBe('up 12% year on year');
    expect(changeWording({ ...up, changeBase: 'sequential' })).toBe('up 12% sequentially');
    expect(changeWording({ change: '-4%', direction: 'down', changeBase: 'two-year' })).toBe(
      'down 4% vs two years ago',
    );
    expect(changeWording({ ...up, changeBase: null })).toBe('up 12%');
    expect(changeWording({ change: null, direction: null, changeBase: null })).toBeNull();
  });
});

describe('confidenceLevel', () => {
  it('reads the engine’s confidence as high, medium or low', () => {
    expect([0.95, 0.9, 0.8, 0.69].map(confidenceLevel)).toEqual(['high', 'high', 'medium', 'low']);
  });
});

describe('groupFiguresByPart', () => {
  it('puts the company first, then each part in the order the call names it', () => {
    const groups = groupFiguresByPart(FIGURES);
    expect(groups.map((group) => group.part)).toEqual([null, 'Devices', 'Cloud']);
    expect(groups[0]?.results.map((f) => f.value)).toEqual(['3.2 billion']);
    expect(groups[0]?.outlook.map((f) => f.value)).toEqual(['3.3 billion to 3.5 billion']);
    expect(groups[1]?.results).toHaveLength(2);
  });
});

describe('KeyFigures', () => {
  it('shows the company’s results and outlook, then each segment under its name', () => {
    renderWithRouter(<KeyFigures figures={FIGURES} onCite={vi.fn()} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Company', 'Devices', 'Cloud']);

    const results = screen.getAllByRole('list', { name: 'Results' });
    expect(within(results[0]!).getByText('$3.2 billion')).toBeInTheDocument();
    expect(within(results[0]!).getByText('up 12% year on year')).toBeInTheDocument();
    const [outlook] = screen.getAllByRole('list', { name: 'Outlook' });
    expect(within(outlook!).getByText('$3.3 billion to 3.5 billion')).toBeInTheDocument();
    expect(within(outlook!).getByText('Q4 2026')).toBeInTheDocument();
    expect(within(results[1]!).getByText('14%')).toBeInTheDocument();
  });

  it('marks a conflicting figure and explains the mark to screen readers', () => {
    renderWithRouter(
      <KeyFigures
        figures={[
          figure({ name: 'gross margin', value: '41', unit: '%', conflict: true }),
          figure({ name: 'gross margin', value: '43', unit: '%', confidence: 0.6 }),
        ]}
        onCite={vi.fn()}
      />,
    );
    const [conflicted, other] = screen.getAllByRole('button');
    expect(conflicted).toHaveTextContent(`Conflict: ${CONFLICT_EXPLANATION}`);
    expect(conflicted).toHaveTextContent('high confidence');
    expect(other).not.toHaveTextContent('Conflict');
    expect(other).toHaveTextContent('low confidence');
  });

  it('opens a figure’s sentence', async () => {
    const onCite = vi.fn();
    const { user } = renderWithRouter(<KeyFigures figures={FIGURES} onCite={onCite} />);
    await user.click(screen.getByRole('button', { name: /Cloud revenue/ }));
    expect(onCite).toHaveBeenCalledWith([5]);
  });
});
