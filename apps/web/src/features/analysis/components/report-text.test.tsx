import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../../testing/test-utils';
import { readBlocks, ReportText } from './report-text';

const REPORT = [
  '## Earnings overview',
  '### Acme Q3 2026',
  '- Q3 revenue $1.2 billion. [sentence 14]',
  '- Sees FY 2026 revenue $5 billion. [sentence 40]',
  '',
  '_Question: how did margins do?_',
  'Gross margin was **42%**. [1]',
].join('\n');

describe('ReportText', () => {
  it('reads headings, lists, notes and paragraphs', () => {
    expect(readBlocks(REPORT).map((block) => block.kind)).toEqual([
      'heading',
      'subheading',
      'list',
      'note',
      'paragraph',
    ]);
  });

  it('shows the report without its Markdown marks, citations set apart', () => {
    renderWithRouter(<ReportText text={REPORT} />);
    expect(screen.getByText('Earnings overview')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('sentence 14')).toHaveAttribute(
      'title',
      'Where in the call this comes from',
    );
    expect(screen.getByText('42%').tagName).toBe('STRONG');
    expect(screen.queryByText(/##|\*\*/)).toBeNull();
  });
});
