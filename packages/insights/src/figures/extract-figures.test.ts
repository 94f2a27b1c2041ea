import { describe, expect, it } from 'vitest';
import { extractSentenceFigures } from './extract-figures';

const CALL = { quarter: 2, year: 2021 };

function read(text: string) {
  return extractSentenceFigures(text, 0, CALL).map((f) => ({
    label: f.label,
    value: f.range ? `${f.range.low.display} to ${f.range.high.display}` : f.value?.display,
    isGuidance: f.isGuidance,
    period: f.period.kind === 'quarter' ? `q${f.period.quarter}` : f.period.kind,
  }));
}

describe('extractSentenceFigures', () => {
  it('reads a sentence in capitals as it reads it in lower case', () => {
    // Cheap scans decide which patterns run on a sentence; they must ignore case as those do.
    for (const text of [
      'For the full year 2021, we now expect organic sales to grow in the mid-single digits.',
      'Adjusted earnings per share of $1.12 were above our previous guidance of $0.95 to $1.00.',
      'We now expect full year revenue to be flat, with adjusted earnings per share of $3.10 to $3.20.',
      'Our Board approved a share repurchase authorization of $500 million.',
      'Net sales were $1.2 billion, up 12% from the prior year.',
    ]) {
      const figures = extractSentenceFigures(text, 0, CALL);
      expect(figures.length).toBeGreaterThan(0);
      expect(extractSentenceFigures(text.toUpperCase(), 0, CALL)).toEqual(figures);
    }
  });

  it('reads a per-share range named after it, not the change before it', () => {
    // "by $0.15 per diluted share" is how much the outlook moved; the new outlook is the range.
    expect(
      read(
        'For 2022, we are lowering consolidated earnings guidance by $0.15 per diluted share to a range of $2.03 to $2.23 per diluted share.',
      ),
    ).toEqual([
      { label: 'earnings per share', value: '$2.03 to $2.23', isGuidance: true, period: 'year' },
    ]);
  });

  it('skips an outlook the call says it replaced', () => {
    expect(
      read(
        'This compares to previous guidance of adjusted earnings per share in the range of $31.45 to $31.90.',
      ),
    ).toEqual([]);
  });

  it('reads "grew $3.5 billion to $35.7 billion" as a level, not a range', () => {
    expect(read('Sales for the quarter grew approximately $3.5 billion to $35.7 billion.')).toEqual(
      [{ label: 'sales', value: '$35.7 billion', isGuidance: false, period: 'q2' }],
    );
  });

  it('does not take "higher-than-expected" for an outlook', () => {
    expect(
      read(
        'Non-GAAP diluted earnings per share was $0.74 and was negatively impacted by $0.04 due to a higher-than-expected tax rate.',
      ),
    ).toEqual([
      {
        label: 'non-gaap earnings per share',
        value: '$0.74',
        isGuidance: false,
        period: 'unknown',
      },
    ]);
  });

  it('gives a figure the period named last before its measure', () => {
    expect(
      read(
        'Based on the full year guide, Q4 adjusted earnings per share is expected to be in the range of $0.86 to $0.88.',
      ),
    ).toEqual([
      {
        label: 'adjusted earnings per share',
        value: '$0.86 to $0.88',
        isGuidance: true,
        period: 'q4',
      },
    ]);
  });

  it('takes the basis that opens the sentence when none is next to the amount', () => {
    expect(
      read(
        'Excluding the special items, first quarter 2021 net income was $169 million or $1.77 per share.',
      ).find((f) => f.value === '$1.77')?.label,
    ).toBe('adjusted earnings per share');
  });

  it('treats a sentence that opens with "this compares to" as the comparison', () => {
    expect(
      read(
        'This compares to first quarter 2020 GAAP earnings of $760 million, or $2.53 per share.',
      ),
    ).toEqual([]);
  });

  it('takes the percentage after the amount of a change as the change', () => {
    const [figure] = extractSentenceFigures(
      'Consolidated net sales for the quarter were $298 million, up $19 million or 7% compared to last year.',
      0,
      CALL,
    );
    expect(figure?.value?.display).toBe('$298 million');
    expect(figure?.change).toMatchObject({ direction: 'up', value: { display: '7%' } });
  });

  it('reads deferred revenue as a balance, not the revenue of the period', () => {
    const [figure] = extractSentenceFigures(
      'Deferred revenue as of December 31 was $205 million, up $61 million or 42% to prior year.',
      0,
      CALL,
    );
    expect(figure?.isSegment).toBe(true);
  });

  it('never takes the comparison figure after "compared to" as the level', () => {
    expect(
      read(
        'Adjusted diluted earnings per share was up $1.08 per share compared to $0.89 last quarter.',
      ).map((f) => f.value),
    ).toEqual(['$1.08']);
  });

  it('reads amounts after "an increase in revenue" as changes unless the measure rose to them', () => {
    expect(
      read(
        'Our assumptions are expected to drive an increase in revenue of roughly $0.9 billion to $1.3 billion.',
      ),
    ).toEqual([]);
    expect(
      read(
        'All of this led to the 57% year-over-year increase in fourth-quarter diluted earnings per share to $6.25.',
      ).map((f) => f.value),
    ).toEqual(['$6.25']);
  });

  it('keeps "annual sales" and "we anticipate revenue" as the company figure', () => {
    const figures = extractSentenceFigures(
      'We anticipate annual sales to be in the range of $865 million to $925 million.',
      0,
      CALL,
    );
    expect(figures.map((f) => [f.isSegment, f.isGuidance])).toEqual([[false, true]]);
  });

  it('names a per-share result after the income from continuing operations it divides', () => {
    expect(
      read(
        'Net income from continuing operations was $150 million, with diluted earnings per share of $1.20.',
      ).find((f) => f.value === '$1.20')?.label,
    ).toBe('earnings per share from continuing operations');
  });

  it('names per-share results from continuing operations when the call does', () => {
    expect(
      read(
        'As a result, JBT reported diluted earnings per share from continuing operations of $0.95 in the second quarter.',
      ).map((f) => f.label),
    ).toEqual(['gaap earnings per share from continuing operations']);
    expect(
      read('Fourth quarter income from continuing operations was $13 million or $0.23 per share.')
        .filter((f) => f.value === '$0.23')
        .map((f) => f.label),
    ).toEqual(['earnings per share from continuing operations']);
  });

  it('reads a scaled amount said without a currency, but not a quantity of goods', () => {
    expect(read('Total sales were 4.8 billion, up 10% from last year.')).toEqual([
      { label: 'sales', value: '4.8 billion', isGuidance: false, period: 'unknown' },
    ]);
    expect(read('Consolidated sales totaled 929 million pounds of copper.')).toEqual([]);
  });

  it('takes the amount after "from the prior year period to" as the level', () => {
    expect(
      read('Net sales increased 5% or $84 million from the prior year period to $1.8 billion.').map(
        (f) => f.value,
      ),
    ).toEqual(['$1.8 billion']);
  });

  it('skips goals for a later year and amounts of the same quarter last year', () => {
    expect(
      read('We can attain our goal of more than doubling total revenues to $25 billion by 2025.'),
    ).toEqual([]);
    expect(read('Our plan is to exceed $50 of earnings per share by the year 2025.')).toEqual([]);
    expect(
      read(
        'Earnings per share were $1.23, tripling our adjusted earnings per share of $0.40 per share in the first quarter of last year.',
      ).map((f) => f.value),
    ).toEqual(['$1.23']);
  });

  it('skips per-share items, contributions and net asset values', () => {
    expect(
      read(
        'Specified items consisted of $1.1 million or $0.01 per diluted share of transaction-related expenses.',
      ),
    ).toEqual([]);
    expect(read('Share buybacks in the quarter contributed $0.01 per share.')).toEqual([]);
    expect(
      read(
        'We believe that our net asset value is in the range of $30 per share at the low end to $35 per share at the high end.',
      ),
    ).toEqual([]);
  });

  it('reads "from $0.74 to $0.93" in an outlook as a range, and after "increasing" as a change', () => {
    expect(
      read('As for Q3, we are forecasting adjusted earnings per share from $0.74 to $0.93.'),
    ).toEqual([
      {
        label: 'adjusted earnings per share',
        value: '$0.74 to $0.93',
        isGuidance: true,
        period: 'q3',
      },
    ]);
    expect(
      read('For the year, we grew adjusted earnings per share at 9% from $0.78 to $0.85.').map(
        (f) => f.value,
      ),
    ).toEqual(['$0.85']);
  });

  it('keeps the company revenue after its name, a basis or a list opener', () => {
    for (const text of [
      'For the first quarter of 2021, Tennant reported net sales of $263.3 million, up 4.4%.',
      'Both GAAP and non-GAAP revenues for the quarter were $294.8 million, up 6.6%.',
      "A few quarterly items I'll mention include revenue of $296 million.",
      // "year-over-year" says what the change is measured against, not whose revenue it is.
      'We delivered year-over-year total revenue growth of 9%, with core growth of 7%.',
      // The company's name between "total" and the measure.
      'We expect total Acme revenue to approximate $4.1 billion.',
      'Total Curtiss-Wright sales were $620 million, up 5%.',
    ])
      expect(extractSentenceFigures(text, 0, CALL)[0]?.isSegment).toBe(false);
  });

  it('reads total company comps as same-store sales, but not the comps of one channel', () => {
    expect(read('Our total company comps were positive 8.1% for the quarter.')).toEqual([
      { label: 'same-store sales', value: '8.1%', isGuidance: false, period: 'q2' },
    ]);
    expect(read('Comps in our owned digital commerce business grew 32% this quarter.')).toEqual([]);
  });

  it('reads an amount of change with no level after it as no level', () => {
    // "were up $52 million": how much sales grew, not what they were.
    expect(read('Net sales were up $52 million, an increase of 43%.')).toEqual([
      { label: 'sales', value: undefined, isGuidance: false, period: 'unknown' },
    ]);
    expect(read('Net sales increased $40 million to $310 million.')[0]?.value).toBe('$310 million');
  });

  it('quotes no garbled amount such as "$2,669 billion"', () => {
    expect(read('Sales in the second quarter were $2,669 billion.')).toEqual([]);
  });

  it('reads accrued revenues as a balance, not the period revenue', () => {
    const text =
      'We booked a reserve against accrued revenues of $11.6 million during the quarter.';
    expect(extractSentenceFigures(text, 0, CALL)[0]?.isSegment).toBe(true);
  });

  it('gives a figure the full year named right after its value', () => {
    expect(
      read(
        'After a strong second quarter, we are raising our guidance to an earnings per share range of $4.10 to $4.40 for the full year 2021.',
      ),
    ).toEqual([
      { label: 'earnings per share', value: '$4.10 to $4.40', isGuidance: true, period: 'year' },
    ]);
    // "in 2021" after a quarter's amount only names the quarter's year.
    expect(read('Second quarter net sales were $1.9 billion in 2021.')[0]?.period).toBe('q2');
  });

  it('reads the basis that opens a sentence for the measures joined to it', () => {
    for (const text of [
      'After adjusting for the sale of our coatings business, net earnings were $90 million or $0.61 per diluted share.',
      'Adjusted second quarter net income and earnings per share were $9 million and $0.14 per share.',
      'Excluding these items, net income and earnings per share were $52 million and $1.04, respectively.',
    ])
      expect(read(text).find((f) => f.value?.startsWith('$0') || f.value === '$1.04')?.label).toBe(
        'adjusted earnings per share',
      );
    // Another measure's basis is not the per-share figure's.
    expect(
      read('Adjusted EBITDA was $50 million and earnings per share were $1.02.').map(
        (f) => f.label,
      ),
    ).toEqual(['adjusted ebitda', 'earnings per share']);
  });

  it('reads per-share amounts as FFO when the sentence opens with FFO', () => {
    expect(
      read(
        'AFFO, which we see as the best measure of our performance, was $0.47 per share for the second quarter and $1.80 per share for the full year.',
      ).map((f) => f.label),
    ).toEqual(['adjusted ffo per share', 'adjusted ffo per share']);
  });

  it('reads no earnings from dividends, cash flow per share, effects or changes per share', () => {
    for (const text of [
      'During the quarter, we paid a $0.27 per share quarterly dividend.',
      'Our distributable cash flow per share of $0.46 is up $0.01 from last year.',
      'We expect about a $0.12 earnings per share benefit from the tax change.',
      'Year-to-date we have raised core FFO by $0.18 or 1.5%.',
    ])
      expect(read(text)).toEqual([]);
  });

  it('reads net interest income named with the provision it comes before', () => {
    expect(
      read(
        'Net interest income before provision for credit losses was $84.2 million this quarter.',
      ),
    ).toEqual([
      { label: 'net interest income', value: '$84.2 million', isGuidance: false, period: 'q2' },
    ]);
  });

  it('reads AUM as assets under management and names an average one', () => {
    expect(read('Average AUM rose to a record $41 billion in the second quarter.')).toEqual([
      {
        label: 'average assets under management',
        value: '$41 billion',
        isGuidance: false,
        period: 'q2',
      },
    ]);
    expect(read('AUM ended the quarter at $12.5 billion.')[0]?.label).toBe(
      'assets under management',
    );
  });

  it('reads a rate said right before its measure, with the direction after it', () => {
    const [figure] = extractSentenceFigures(
      'Colder weather led to a 3.5% same-store sales decline, on top of a 2% same-store sales decline last year.',
      0,
      CALL,
    );
    expect(figure?.value?.display).toBe('3.5%');
    expect(figure?.change?.direction).toBe('down');
    expect(read('That came on top of a 2% same-store sales increase a year ago.')).toEqual([]);
    expect(read('We reached the 21% to 23% operating margin we had planned.')[0]?.value).toBe(
      '21% to 23%',
    );
    // A rate after the measure and another one is no rate said before it.
    expect(
      read(
        'Our operating margin performance helped us deliver $90 million of free cash flow, which represented 110% conversion of net income.',
      ).filter((f) => f.label.includes('margin')),
    ).toEqual([]);
  });

  it('reads the operating ratio before or after its number', () => {
    for (const text of [
      'Our operating ratio of 61.4% improved 120 basis points.',
      'We reported a record 61.4% operating ratio in the second quarter.',
    ])
      expect(read(text)[0]).toMatchObject({ label: 'operating ratio', value: '61.4%' });
  });

  it('reads an outlook of growth as a range, however its ends are written', () => {
    const growth = (text: string) =>
      extractSentenceFigures(text, 0, CALL).map((f) =>
        f.range ? `${f.change?.direction} ${f.range.low.display} to ${f.range.high.display}` : null,
      );
    expect(growth('We now expect full year organic sales growth in the range of 4 to 6%.')).toEqual(
      ['up 4% to 6%'],
    );
    expect(growth('For the fourth quarter, we expect net sales growth of plus 3% to 5%.')).toEqual([
      'up 3% to 5%',
    ]);
    expect(growth('We expect total sales for the year to be in the range of +7 to +9%.')).toEqual([
      'up 7% to 9%',
    ]);
    // A measure in the next clause does not own the range.
    expect(
      read(
        'We expect sales growth to be in the range of 5% to 7% and expect earnings per share of $1.10 to $1.20.',
      ).map((f) => f.value),
    ).toEqual(['5% to 7%', '$1.10 to $1.20']);
    // A share of an earlier year's level is no growth.
    expect(growth('We expect total sales to be between 60% and 65% of prior year levels.')).toEqual(
      [],
    );
  });

  it('reads no revenue from a ratio to it', () => {
    expect(
      read(
        'We expect freight costs as a percent of sales to be 3.1% and interest of $8 million to $9 million.',
      ),
    ).toEqual([]);
  });

  it('reads capital expenditures as a measure of their own', () => {
    expect(
      read('For the full year, we expect capital expenditures of $40 million to $50 million.'),
    ).toEqual([
      {
        label: 'capital expenditures',
        value: '$40 million to $50 million',
        isGuidance: true,
        period: 'year',
      },
    ]);
  });

  it('reads a per-share amount "per adjusted diluted share"', () => {
    expect(
      read('We expect earnings of $0.45 per adjusted diluted share in the third quarter.'),
    ).toEqual([
      { label: 'adjusted earnings per share', value: '$0.45', isGuidance: true, period: 'q3' },
    ]);
  });

  it('skips every figure of a sentence that tells the previous outlook', () => {
    expect(
      read(
        'Our previous guidance was for sales of $300 million to $320 million and adjusted earnings in the range of $1.10 to $1.30.',
      ),
    ).toEqual([]);
  });

  it('reads a GAAP range and an adjusted range joined by "and"', () => {
    expect(
      read(
        'That brings fourth quarter earnings per share guidance to $0.50 to $0.55 on a GAAP basis and $0.60 to $0.65 as adjusted.',
      ).map((f) => `${f.label} ${f.value}`),
    ).toEqual([
      'gaap earnings per share $0.50 to $0.55',
      'adjusted earnings per share $0.60 to $0.65',
    ]);
  });

  it('reads a value said with a verb of a result, before any outlook word, as a result', () => {
    expect(
      read(
        'For the full year, net sales increased 2.1% to $12.4 billion, on the high end of our full year guidance.',
      ),
    ).toEqual([{ label: 'sales', value: '$12.4 billion', isGuidance: false, period: 'year' }]);
    expect(
      read(
        'Full year adjusted earnings per share were $3.12, more than half of the outlook for 2022.',
      ),
    ).toEqual([
      { label: 'adjusted earnings per share', value: '$3.12', isGuidance: false, period: 'year' },
    ]);
  });

  it('reads no earnings from accretion per share', () => {
    expect(
      read(
        'We expect the acquisition to add revenue and accretion of $0.10 to $0.15 per share in 2022.',
      ),
    ).toEqual([]);
  });

  it('reads no outlook from a rate over several years or from a part of the business', () => {
    const growth = (text: string) =>
      extractSentenceFigures(text, 0, CALL)
        .filter((f) => f.range && !f.isSegment)
        .map((f) => f.label);
    expect(growth('Our guidance reflects net sales growing at a 2% to 3% CAGR.')).toEqual([]);
    expect(
      growth('We continue to expect Flooring Solutions sales growth in the range of 3% to 5%.'),
    ).toEqual([]);
    // A currency basis is no part of the business.
    expect(
      growth('We expect local currency sales growth in the range of 6% to 8% for the year.'),
    ).toEqual(['sales']);
  });

  it('reads a new outlook after a replaced one in the clause before', () => {
    expect(
      read(
        'Our guidance is as follows: GAAP earnings per share of between $1.10 and $1.30, down from prior guidance of $1.15 and $1.35; adjusted earnings per share of between $1.15 and $1.35.',
      ).map((f) => `${f.label} ${f.value}`),
    ).toEqual([
      'gaap earnings per share $1.10 to $1.30',
      'adjusted earnings per share $1.15 to $1.35',
    ]);
  });

  it('reads the amount of "a reduction of 2022 adjusted EBITDA of" as a change', () => {
    expect(
      read(
        'These actions will result in a reduction of 2022 adjusted EBITDA of $20 million to $25 million from our previous guidance.',
      ),
    ).toEqual([]);
  });

  it('marks figures of a sentence that opens with a part of the business as a segment', () => {
    const parts = (text: string) => extractSentenceFigures(text, 0, CALL).map((f) => f.isSegment);
    expect(
      parts('At Marine Systems, we have narrowed our revenue guidance range to 2% to 5%.'),
    ).toEqual([true]);
    expect(
      parts('In our packaging segment, we expect sales of $400 million to $420 million.'),
    ).toEqual([true]);
    // A named part said without an article, but not a month.
    expect(
      parts('For Engine aftermarket, we expect full year sales growth in the mid-single digits.'),
    ).toEqual([true]);
    expect(parts('In January, sales were $300 million.')).toEqual([false]);
    expect(
      parts(
        'As a reminder, revenue guidance at this business for 2021 continues to be in the range of $2.1 billion to $2.3 billion.',
      ),
    ).toEqual([true]);
    expect(parts('For the full year, we expect sales of $400 million to $420 million.')).toEqual([
      false,
    ]);
    // A region that opens the sentence names the part too.
    expect(
      extractSentenceFigures(
        'In the U.S., despite tight supply, we grew net sales revenue by 2.5%.',
        0,
        CALL,
      ).map((f) => [f.label, f.isSegment]),
    ).toEqual([['U.S. sales', true]]);
  });

  it('pairs measures and amounts said before "respectively" in order', () => {
    const paired = (text: string) =>
      extractSentenceFigures(text, 0, CALL).map((f) => [
        f.label,
        f.value?.display ?? null,
        f.change ? `${f.change.direction} ${f.change.value.display}` : null,
      ]);
    expect(
      paired(
        'Third quarter adjusted operating income and adjusted net income of $262 million and $188 million increased 237% and 258%, respectively.',
      ),
    ).toEqual([
      ['adjusted operating income', '$262 million', 'up 237%'],
      ['adjusted net income', '$188 million', 'up 258%'],
    ]);
    expect(
      paired(
        'For the third quarter, net revenues, net income, and earnings per share were $824 million, $160 million, and $3.74, respectively.',
      ),
    ).toEqual([
      ['revenue', '$824 million', null],
      ['net income', '$160 million', null],
      ['earnings per share', '$3.74', null],
    ]);
    expect(paired("FCD's bookings and sales were down 16% and 18.7%, respectively.")).toEqual([
      ['sales', null, 'down 18.7%'],
    ]);
    // Two amounts said each with its measure, then their two changes.
    expect(
      paired(
        'Total company revenue for the quarter was $3.9 billion and adjusted operating income was $458 million, an increase of 4% and 6%, respectively.',
      ),
    ).toEqual([
      ['revenue', '$3.9 billion', 'up 4%'],
      ['adjusted operating income', '$458 million', 'up 6%'],
    ]);
    expect(
      paired(
        'Total company orders and revenue increased 24% and 16% year over year, respectively.',
      ),
    ).toEqual([['revenue', null, 'up 16%']]);
    expect(
      paired(
        'We delivered adjusted EBITDA and EBITDA margin of over $2 billion and 34%, respectively.',
      ),
    ).toEqual([
      ['adjusted ebitda', '$2 billion', null],
      ['ebitda margin', '34%', null],
    ]);
    // A place whose amount is not of its measure is kept from the next measure.
    expect(
      paired(
        'Major uses include dividends and capex of $26 million and $11 million, respectively.',
      ),
    ).toEqual([['capital expenditures', '$11 million', null]]);
    expect(
      paired(
        'Full-year adjusted EBITDA was $830 million and adjusted earnings per share was $2.82, which marked an 11% and 31% increase respectively.',
      ),
    ).toEqual([
      ['adjusted ebitda', '$830 million', 'up 11%'],
      ['adjusted earnings per share', '$2.82', 'up 31%'],
    ]);
    // Growth over several years is no change of the period.
    expect(
      paired(
        'Our revenue, adjusted EBITDA and adjusted earnings per share have increased at a compound annual growth rate of 11%, 23% and 35%, respectively.',
      ),
    ).toEqual([]);
  });

  it('gives each basis of a list its own range when ranges are paired "respectively"', () => {
    expect(
      read(
        'We expect GAAP and adjusted earnings per share of $1.05 to $1.10 and $1.40 to $1.45, respectively.',
      ).map((f) => [f.label, f.value]),
    ).toEqual([
      ['gaap earnings per share', '$1.05 to $1.10'],
      ['adjusted earnings per share', '$1.40 to $1.45'],
    ]);
  });

  it('reads neither the terms of a definition nor the items within a measure as its level', () => {
    const values = (text: string) => read(text).map((f) => [f.label, f.value]);
    expect(
      values(
        'Free cash flow defined as cash provided by operating activities less capital expenditures was $155 million for 2020.',
      ),
    ).toEqual([['free cash flow', '$155 million']]);
    // A sentence alone cannot tell the company's name from a part's; the call's reading can.
    expect(
      values(
        "Nucor's free cash flow or cash provided by operations minus capital spending was $1.2 billion.",
      ),
    ).toEqual([['Nucor free cash flow', '$1.2 billion']]);
    expect(
      values(
        'Our third quarter FFO also includes a onetime severance charge of $8.6 million or $0.02 per share.',
      ),
    ).toEqual([]);
    expect(
      values(
        'The warmer weather unfavorably affected net income by approximately $3.1 million or $0.20 per share.',
      ),
    ).toEqual([]);
    expect(
      values(
        'PeopleManagement saw revenue increase 7%, which drove a $3 million increase in segment profit.',
      ),
    ).toEqual([['revenue', undefined]]);
  });

  it('reads no figure from an earlier period\'s measure, and a loss from "we lost"', () => {
    expect(
      read(
        'Third quarter sales were $231.7 million, $5.1 million or 2.3% higher than the prior-year third quarter sales of $226.6 million.',
      ).map((f) => f.value),
    ).toEqual(['$231.7 million']);
    // "from the prior year and" closes the earlier period before the next measure.
    expect(
      read(
        'Revenues were $449.8 million, down 3.2% from the prior year and fully diluted earnings per share was $1.71.',
      ).map((f) => f.value),
    ).toEqual(['$449.8 million', '$1.71']);
    expect(
      read('On an earnings per share basis, we lost $0.06 per share versus our guidance.').map(
        (f) => f.label,
      ),
    ).toEqual(['loss per share']);
  });

  it('keeps amounts set apart, earlier levels and old ranges out of the figures', () => {
    const values = (text: string) =>
      extractSentenceFigures(text, 0, CALL).map((f) => [
        f.label,
        f.range ? `${f.range.low.display} to ${f.range.high.display}` : f.value?.display,
        f.change ? `${f.change.direction} ${f.change.value.display}` : null,
      ]);
    expect(values('The fourth quarter revenue also included a $32 million damages award.')).toEqual(
      [],
    );
    expect(
      values('These margins compare to a non-GAAP operating margin in Q4 of 2019 of 14.3%.'),
    ).toEqual([]);
    expect(
      values(
        'This yielded an adjusted operating margin of 11.1%, which was up compared to the 10.3% margin in the first quarter of 2020.',
      ),
    ).toEqual([['adjusted operating margin', '11.1%', null]]);
    expect(
      values(
        "We're expecting full year adjusted earnings per share of $4 to $4.35 per diluted share, which is an increase from our prior guidance of $3.85 to $4.25 per diluted share.",
      ),
    ).toEqual([['adjusted earnings per share', '$4 to $4.35', null]]);
    expect(
      values('Total gross margin decreased 4% to $1.6 billion driven by the Cordis divestiture.'),
    ).toEqual([]);
    expect(
      values('Core operating income was up 32% with $250 million over prior year to $1.2 billion.'),
    ).toEqual([['core operating income', '$1.2 billion', 'up 32%']]);
    expect(
      values(
        'Earnings per share for the quarter included the $0.22 tax benefit, partially offset by a $0.06 charge for merger-related expense.',
      ),
    ).toEqual([]);
  });

  it('reads an increase of an amount, savings and a leverage ratio as no level', () => {
    const values = (text: string) => read(text).map((f) => f.value);
    expect(
      values(
        'Sales were $2.2 billion, representing an increase of $210 million over this time last year.',
      ),
    ).toEqual(['$2.2 billion']);
    expect(values('Free cash flow was $292 million, an increase of $240 million.')).toEqual([
      '$292 million',
    ]);
    expect(
      values(
        'We generated $0.03 of earnings per share in savings from our restructuring program, bringing the total savings to $0.12 of earnings per share so far.',
      ),
    ).toEqual([]);
    expect(
      values(
        'Our leverage ratio was 0.9 times net-debt-to-EBITDA and we paid off a term loan for $50 million.',
      ),
    ).toEqual([]);
  });

  it('reads no figure from a trailing twelve months, a rate per annum or another measure', () => {
    const values = (text: string) => read(text).map((f) => [f.label, f.value]);
    expect(
      values(
        'Adjusted EBITDA of $116 million in the second quarter brings our LTM adjusted EBITDA to $453 million.',
      ),
    ).toEqual([['adjusted ebitda', '$116 million']]);
    expect(
      values('Free cash flow over the trailing 12 months increased 22% to $991 million.'),
    ).toEqual([]);
    expect(
      values('We would generate EBITDA of over $12.5 billion per annum for 2022 and 2023.'),
    ).toEqual([]);
    expect(
      values('Approximately $60 million of revenue and $20 million in gross profit were deferred.'),
    ).not.toContainEqual(['revenue', '$20 million']);
    expect(
      values('Capital expenditures, net of equipment sales, in the quarter was $9.2 million.'),
    ).toEqual([['capital expenditures', '$9.2 million']]);
    expect(
      values(
        'The impact of the August 2020 equity offering on adjusted earnings per share was approximately $0.04.',
      ),
    ).toEqual([]);
    expect(
      values(
        'Adjusted EBITDA growth was driven by $53 million in price, $3 million in volume mix, and $79 million in productivity.',
      ),
    ).toEqual([]);
    expect(
      values(
        'Adjusted net income was $270 million or $1.88 per diluted share, which compares to $237 million or $1.63 per share in the prior year.',
      ).map(([, value]) => value),
    ).toEqual(['$270 million', '$1.88']);
    expect(
      values(
        'For the year, sales totaled $151.2 billion, with sales growth of $19 billion or 14.4%.',
      ),
    ).not.toContainEqual(['sales', '$19 billion']);
    expect(
      values('We project free cash flow will be significantly above our $52 million dividend.'),
    ).toEqual([]);
    expect(
      read('Total operating income of $627 million was $635 million ahead of 2020.').map(
        (f) => f.period,
      ),
    ).toEqual(['unknown']);
    expect(
      values('Revenue was $10 million ahead of the high end of the expectations we shared.'),
    ).toEqual([]);
    expect(
      values(
        'The stronger dollar will result in foreign exchange headwinds to revenue of approximately $60 million.',
      ),
    ).toEqual([]);
    expect(
      values(
        'For the third quarter, we expect EBITDA to increase approximately $10 million sequentially.',
      ),
    ).toEqual([]);
    expect(
      values(
        'We expect maintenance capex will range between $250,000 to $400,000 per active rig in the segment.',
      ),
    ).toEqual([]);
    expect(
      values(
        'We generated $236 million of cash flow from operations, and maintain more than $1 billion in total available liquidity.',
      ),
    ).not.toContainEqual(['operating cash flow', '$1 billion']);
    expect(values('Fiscal 2020 adjusted losses were $0.86 per diluted share.')).toEqual([
      ['adjusted loss per share', '$0.86'],
    ]);
    expect(
      values(
        'Adjusted earnings per share of $1.19 includes an adjustment for a $4.4 million or $0.14 per share non-cash deferred tax remeasurement.',
      ),
    ).toEqual([['adjusted earnings per share', '$1.19']]);
    expect(
      values(
        'Although not included in FFO but included in net income, we recognized realized gains totaling over $190 million.',
      ),
    ).toEqual([]);
    expect(
      values(
        'We expect capital expenditures to be approximately $125 million, an increase from actual capital expenditures of $101 million in 2020.',
      ),
    ).toEqual([['capital expenditures', '$125 million']]);
    expect(
      values(
        'Sales, general and administrative expenses for the fourth quarter increased 2.8% to $159.1 million.',
      ),
    ).toEqual([]);
    expect(values('Operating margin excluding charges of 12.3%, improving from 7.2%.')).toEqual([
      ['adjusted operating margin', '12.3%'],
    ]);
    expect(
      values('We also had higher cost of sales with an increase there of $495 million.'),
    ).toEqual([]);
    expect(
      values('We have over $12 billion in the pipeline, which excludes large transactions.'),
    ).toEqual([]);
    expect(
      values(
        'Earnings per diluted share were $0.41 for the quarter versus earnings per diluted share of $0.09 in the year ago quarter and a loss of $0.10 in 2019.',
      ),
    ).toEqual([['earnings per share', '$0.41']]);
    expect(
      values(
        'Net income grew to $98.9 million, or $0.20 per diluted share, compared to $75.4 million, or $0.15 per diluted share, for the same period in 2020.',
      ).map(([, value]) => value),
    ).toEqual(['$98.9 million', '$0.20']);
    expect(
      values('Today, the company declared a $0.75 per share special dividend.'),
    ).not.toContainEqual(['earnings per share', '$0.75']);
    expect(
      values('We spent $107 million in capex and paid $101 million in dividends.'),
    ).not.toContainEqual(['capital expenditures', '$101 million']);
    expect(
      values('Higher adjusted gross margin was driven by a 6.9% increase in retail sales volumes.'),
    ).toEqual([]);
    expect(
      values(
        'Reported earnings per share in the quarter includes $0.19 of purchased intangible amortization, $0.03 of restructuring, and $0.03 of other items.',
      ),
    ).toEqual([]);
    expect(
      values(
        'With 2020 revenue growing approximately $470 million or 12%, adjusted EBITDA for these segments increased $90 million.',
      ),
    ).not.toContainEqual(['revenue', '$470 million']);
    expect(
      values(
        'We generated $937 million in cash flow from operations and ended the year with net debt of $880 million.',
      ),
    ).toEqual([['operating cash flow', '$937 million']]);
    expect(
      values(
        'We reduced our net debt to underlying EBITDA ratio to 3.3 times and our net debt to $6.6 billion.',
      ),
    ).toEqual([]);
    expect(values('Moving to our oil and gas pipeline segment, revenue was $600 million.')).toEqual(
      [['oil and gas pipeline revenue', '$600 million']],
    );
    expect(
      values('EBITDA per key for our resorts for the third quarter alone grew to $17,000.'),
    ).toEqual([]);
    expect(
      values(
        'Capital lease payments, which we include in our free cash flow calculation were $13 million.',
      ),
    ).toEqual([]);
    expect(
      extractSentenceFigures(
        'Our first half 2021 earnings per share finished at $4.99, a 228% increase over the first half of 2020.',
        0,
        CALL,
      ).map((f) => f.period),
    ).toEqual([{ kind: 'year', year: 2021, span: 'h1' }]);
    expect(
      values(
        'We are also affirming our long-term earnings guidance of 4% to 6% growth off 2019 earnings per share of $2.39.',
      ),
    ).toEqual([]);
    expect(
      values('We expect continued organic growth as we deliver on our $63 billion backlog.'),
    ).toEqual([]);
    expect(
      values(
        'In addition to the strong adjusted EBITDA growth, which amounted to about $60 million, we benefited.',
      ),
    ).toEqual([]);
    expect(
      values(
        'We announced our 15th dividend increase in as many years, $1.74 per share, up 7% from the prior year.',
      ),
    ).toEqual([['quarterly dividend', '$1.74']]);
    expect(values('Adjusted EBITDA for the quarter was a loss of $39 million.')).toEqual([
      ['adjusted ebitda loss', '$39 million'],
    ]);
    expect(values('The segment adjusted operating income was a loss of $12 million.')).toEqual([
      ['adjusted operating loss', '$12 million'],
    ]);
    expect(
      values(
        'We expect our revenue initiatives to provide a greater proportion of the $110 million.',
      ),
    ).toEqual([]);
    expect(
      values('We completed the disposition of six assets for a total sales price of $162 million.'),
    ).toEqual([]);
    expect(
      values(
        'Adjusted earnings per share is anticipated to decline 2%, mostly attributable to around a $0.20 net impact of divested earnings.',
      ),
    ).toEqual([]);
    expect(
      values(
        'Other callouts had amounted to $0.26 per share reduction in earnings per share in the quarter.',
      ),
    ).toEqual([]);
    expect(
      read(
        'For the full year 2021, we are estimating free cash flow of approximately $200 million.',
      ).map((f) => f.isGuidance),
    ).toEqual([true]);
    expect(
      read(
        'We have already exceeded our annual free cash flow outlook with first half free cash flow of $324 million.',
      ).map((f) => f.isGuidance),
    ).toEqual([false]);
    expect(
      values(
        'Adjusted EPS, as defined by GAAP earnings per share less amortization expenses, totaled $0.12 a share.',
      ),
    ).toEqual([['adjusted earnings per share', '$0.12']]);
    expect(
      values(
        'Net sales from discontinued operations were $45 million and adjusted earnings per share of $0.03.',
      ),
    ).toEqual([]);
    expect(
      read(
        'We delivered very strong free cash flow of $298 million in 2020 at the top of our guidance range.',
      ).map((f) => f.isGuidance),
    ).toEqual([false]);
    // "where" before the measure names no part; the region the sentence starts with does.
    expect(
      values('Starting with North America, where revenue was up 29% to $3.8 billion.'),
    ).toEqual([['North America revenue', '$3.8 billion']]);
    expect(
      values(
        'Adjusted EBITDA loss was $2 million with a negative 1% margin compared to a year ago.',
      ),
    ).toEqual([['adjusted ebitda loss', '$2 million']]);
    expect(
      values('This is above our pre-COVID adjusted EBITDA margin of 2% back in 2019.'),
    ).toEqual([]);
    expect(
      read(
        'Strong execution gives us the confidence to increase our ongoing earnings per share to approximately $26.25.',
      ).map((f) => f.isGuidance),
    ).toEqual([true]);
    expect(
      read('We increased our quarterly dividend by 15% to $1.90 per share.').map(
        (f) => f.isGuidance,
      ),
    ).toEqual([false]);
    // The basis named with the measure wins over one said after its value.
    expect(
      values(
        'Our reported earnings per share of $0.38 exceeded our adjusted earnings per share of $0.29.',
      ),
    ).toEqual([
      ['gaap earnings per share', '$0.38'],
      ['adjusted earnings per share', '$0.29'],
    ]);
  });

  it('reads an amount said as the size of a change as no level', () => {
    expect(
      read('Total sales were up nearly 15% from Q4 last year or $45 million.').map((f) => f.value),
    ).toEqual([undefined]);
    expect(
      read('Net income is down about $4.4 million or $0.29 per share compared to 2019.'),
    ).toEqual([]);
    expect(read('Sales were $45 million, up 15% or $6 million.').map((f) => f.value)).toEqual([
      '$45 million',
    ]);
  });

  it('tells a per-share change "up $0.52 per share" from a level compared with another', () => {
    expect(
      read(
        'Containerboard volumes were up $0.52 per share compared to the fourth quarter of 2020.',
      ),
    ).toEqual([]);
    expect(
      read(
        'Adjusted diluted earnings per share was up $1.08 per share compared to $0.89 last quarter.',
      ).map((f) => [f.label, f.value]),
    ).toEqual([['adjusted earnings per share', '$1.08']]);
  });

  it('gives no change measured from two or more years back', () => {
    const change = (text: string) =>
      extractSentenceFigures(text, 0, CALL).map((f) =>
        f.change ? `${f.change.direction} ${f.change.value.display}` : null,
      );
    expect(
      change('Revenue in the quarter was $638 million, up $17 million or 3% compared to 2019.'),
    ).toEqual([null]);
    expect(
      change('Revenue was $638 million, up 3% compared to the second quarter of 2019.'),
    ).toEqual([null]);
    expect(
      change(
        'Adjusted EBITDA for the second quarter was $170 million, down $9 million or 5% versus second quarter 2019.',
      ),
    ).toEqual([null]);
    expect(change('Revenue was $638 million, up 3% compared to 2020.')).toEqual(['up 3%']);
  });

  it('reads the percentage a margin rose from as its earlier level, not its change', () => {
    const [margin] = extractSentenceFigures(
      'In total, gross margin increased to 50.3% from 49.7% in the prior year quarter.',
      0,
      CALL,
    );
    expect(margin?.value?.display).toBe('50.3%');
    expect(margin?.change).toBeNull();
  });

  it("reads the change said after a range's high end as the range's change", () => {
    const changes = (text: string) =>
      extractSentenceFigures(text, 0, CALL).map((f) =>
        f.change ? `${f.change.direction} ${f.change.value.display}` : null,
      );
    expect(
      changes(
        'We now expect full year sales of $5.1 billion to $5.3 billion, which is up 9% at the midpoint.',
      ),
    ).toEqual(['up 9%']);
    expect(
      changes('We expect adjusted earnings per share of $2.10 to $2.20, an increase of 6% to 11%.'),
    ).toEqual(['up 6%']);
    // The earlier range, or another measure's rate, is no change of the range.
    expect(
      changes('We now expect EBITDA margin of 21% to 23%, up from 19% to 21% previously.'),
    ).toEqual([null]);
    expect(
      changes(
        'We expect earnings per share of $4.10 to $4.30 using a normalized 25% tax rate, lowered from 28%.',
      ),
    ).toEqual([null]);
  });

  it('reads an outlook set by its two ends as a range, and a raised low end as no decline', () => {
    expect(
      read(
        'We are tightening our revenue outlook, holding the top end of the range at 12% and raising the lower end to 10% given our revenue growth to date.',
      ).map((f) => [f.label, f.value, f.isGuidance]),
    ).toEqual([['revenue', '10% to 12%', true]]);
    expect(read('We are raising the lower end of our revenue guidance range to 10%.')).toEqual([]);
  });

  it('reads no current figure from a value said of an earlier period it is compared with', () => {
    const changes = (text: string) =>
      extractSentenceFigures(text, 0, CALL).map((f) =>
        f.change ? `${f.change.direction} ${f.change.value.display}` : f.value?.display,
      );
    expect(
      changes(
        'Sales of $90 million were up 9%, a step up from our Q1 sales growth of 7% and ahead of plan.',
      ),
    ).toEqual(['up 9%']);
    expect(
      changes("Revenue grew 6% this quarter, compared with last quarter's growth of 4%."),
    ).toEqual(['up 6%']);
    // A value said in the next clause is the current one.
    expect(
      changes('Revenue from printers declined from the first quarter and was $30 million.'),
    ).toEqual(['$30 million']);
  });

  it('marks a figure of a country named before or after the measure as a part', () => {
    const parts = (text: string) => extractSentenceFigures(text, 0, CALL).map((f) => f.isSegment);
    expect(parts('Germany revenue was $40 million, up 3%.')).toEqual([true]);
    expect(parts('Sales in France came to $85 million in the quarter.')).toEqual([true]);
    expect(parts('In Spain, revenue grew 4% to $60 million.')).toEqual([true]);
    expect(
      extractSentenceFigures(
        'Across Spain, Italy and Portugal, revenue grew 4% to $60 million.',
        0,
        CALL,
      ).map((f) => f.label),
    ).toEqual(['revenue']);
    // The country is the subject of the clause the measure is said in.
    expect(
      parts(
        'We expect that Canada will see a gradual further improvement in the trend of revenue, up 7% to 9% next year.',
      ),
    ).toEqual([true]);
    // A country set apart, or one a cause is placed in, leaves the figure the company's.
    expect(parts('Excluding Brazil, revenue grew 5% to $2.1 billion.')).toEqual([false]);
    expect(parts('Revenue was $2.1 billion, with strength in Mexico.')).toEqual([false]);
  });

  it('reads no level from an amount set apart, a change or a total since a past date', () => {
    expect(
      read(
        'For the year, we expect revenue to grow 10% to 12%, excluding approximately $300 million of revenue from exited stores.',
      ).map((f) => f.value),
    ).toEqual(['10% to 12%']);
    expect(read('Excluding the closed stores, revenue was down less than $2 million.')).toEqual([]);
    // The growth is told; its amount is no level.
    expect(
      read('Digital sales grew by nearly 150% or $1 billion in the quarter.').map((f) => f.value),
    ).toEqual([undefined]);
    expect(read('Since the launch of the app in 2019, sales have exceeded $4 billion.')).toEqual(
      [],
    );
  });

  it('reads no revenue from a compound, from another thing it belongs to or another measure', () => {
    expect(
      read('We estimate the revenue lift from stocking up was $40 million to $50 million.'),
    ).toEqual([]);
    expect(read('Sales volumes rose 4% in the quarter.')).toEqual([]);
    expect(
      read('We plan to sell businesses with annual revenue of approximately $2 billion.'),
    ).toEqual([]);
    expect(
      read(
        'We expect the deal to add $90 million in revenue and generate $15 million to $20 million in EBITDA in 2022.',
      ).filter((f) => f.label === 'revenue'),
    ).toEqual([]);
  });

  it('reads no level from an amount of another measure or from a difference', () => {
    expect(
      read(
        'We see $1.2 billion for our adjusted EBITDA and $80 million to $90 million for our free cash flow.',
      ).filter((f) => f.label.includes('ebitda')),
    ).toEqual([]);
    expect(
      read(
        'We expect hotel EBITDA to be $3 million to $4 million higher than 2019 at $50 million to $52 million.',
      ).map((f) => f.value),
    ).toEqual(['$50 million to $52 million']);
  });

  it('reads no per-share figure from the year an outlook is measured against', () => {
    expect(
      read(
        'We expect 2021 earnings to beat our 4% to 6% growth range relative to 2020 earnings of $1.90 per share.',
      ),
    ).toEqual([]);
  });

  it('tells no change over several years as the change from a year ago', () => {
    for (const text of [
      'Net sales were $820 million, up 35% over the last two years.',
      'Net sales were $820 million, up 5% from 2019 levels.',
    ]) {
      const [figure] = extractSentenceFigures(text, 0, CALL);
      expect(figure?.value?.display).toBe('$820 million');
      expect(figure?.change).toBeNull();
    }
  });

  it('reads no revenue from a rate per period, an expense or a business named with sales', () => {
    expect(read('Our advisory revenue was over $2 billion each quarter this year.')).toEqual([]);
    expect(read('Sales and marketing expenses were $45 million.')).toEqual([]);
    expect(read('Sales and trading contributed $2.9 billion.')).toEqual([]);
  });

  it('marks sales of products or through a channel as a part of the business', () => {
    const parts = (text: string) => extractSentenceFigures(text, 0, CALL).map((f) => f.isSegment);
    expect(parts('Sales of our fixed annuity products were $1.3 billion.')).toEqual([true]);
    expect(parts('Sales through our app were $900 million in the quarter.')).toEqual([true]);
    expect(parts('Sales were $900 million in the quarter.')).toEqual([false]);
  });

  it('reads "net sales revenue" as one measure, and no revenue from a price per unit', () => {
    expect(read('Net sales revenue was $2.6 billion.')).toEqual([
      { label: 'sales', value: '$2.6 billion', isGuidance: false, period: 'unknown' },
    ]);
    expect(read('Net sales per hectoliter increased 4.1% on higher prices.')).toEqual([]);
    expect(read('Revenue per available room was $112, up 40%.')).toEqual([]);
  });

  it('reads "organic growth" as the growth of organic revenue', () => {
    expect(
      read('We now expect full year organic growth in the range of 7% to 8%.').map(
        (f) => `${f.label} ${f.value}`,
      ),
    ).toEqual(['organic revenue 7% to 8%']);
  });

  it('reads a change said with the period it is measured from', () => {
    const [figure] = extractSentenceFigures(
      'Net revenue for the quarter decreased 12.4% from last year to $310 million.',
      0,
      CALL,
    );
    expect(figure?.value?.display).toBe('$310 million');
    expect(figure?.change).toMatchObject({ direction: 'down', value: { display: '12.4%' } });
  });

  it('tells the change from a year ago, not from the quarter before', () => {
    const [figure] = extractSentenceFigures(
      'Revenue was $84.2 million, up 4% from the first quarter and up 19% from the second quarter of 2020.',
      0,
      CALL,
    );
    expect(figure?.change).toMatchObject({ direction: 'up', value: { display: '19%' } });
    expect(
      extractSentenceFigures('Revenue rose 3% sequentially to $84.2 million.', 0, CALL)[0]?.change,
    ).toBeNull();
  });

  it('reads a change the sentence names after the level', () => {
    for (const [text, change] of [
      [
        'Net sales of $415 million in the quarter represents a decrease of 9% compared to last year.',
        'down 9%',
      ],
      [
        'Sales for the second quarter were $1.2 billion or $150 million higher than the prior year, representing a 14% increase.',
        'up 14%',
      ],
      ['Total revenue of $910 million was 21% ahead of last year.', 'up 21%'],
    ]) {
      const [figure] = extractSentenceFigures(text ?? '', 0, CALL);
      expect(`${figure?.change?.direction} ${figure?.change?.value.display}`).toBe(change);
    }
  });

  it('reads no level from amounts of something else, shares or earlier levels', () => {
    for (const text of [
      'Total sales are expected to recover to the 2019 level of $2.5 billion.',
      'Margins declined on lower volumes, higher sales, $25 million of additional freight costs and inflation.',
      'Wholesale revenue contributed $12 million or 40% of the revenue growth.',
      'Online sales have grown by more than $3 billion since 2019.',
      'Restaurant sales recovered to 85% of 2019 levels in the second quarter.',
    ])
      expect(read(text)).toEqual([]);
  });

  it('reads recurring revenue and revenue of a named segment as parts of the business', () => {
    for (const text of [
      'Annualized recurring revenue reached $640 million, up 15%.',
      'Revenue in our Specialty segment was $700 million, up 12% compared with last year.',
      'Same property revenue declines of 38% drove the quarter.',
    ])
      expect(extractSentenceFigures(text, 0, CALL)[0]?.isSegment).toBe(true);
  });

  it('names the part said before a quarter, and reads "Quarter-one sales" as the company\'s', () => {
    const part = extractSentenceFigures(
      'Asset Management third quarter operating revenue of $311 million increased 19% from last year.',
      0,
      CALL,
    )[0];
    expect(part).toMatchObject({ label: 'Asset Management revenue', isSegment: true });
    const own = extractSentenceFigures(
      'Quarter-one sales of $3.5 billion were better than our expectations, up 11% year-over-year.',
      0,
      CALL,
    )[0];
    expect(own).toMatchObject({ label: 'sales', isSegment: false, period: { quarter: 1 } });
  });

  it('reads an outlook range whose low end is said without its unit', () => {
    expect(
      read(
        'For the full year 2020, we expect capital expenditures to be between 9 and $12.5 million.',
      ),
    ).toEqual([
      {
        label: 'capital expenditures',
        value: '$9 million to $12.5 million',
        isGuidance: true,
        period: 'year',
      },
    ]);
  });

  it('reads no figure from an accretion to a measure or a goal over years to come', () => {
    expect(
      read(
        'We believe this transaction will be accretive to FFO by approximately $0.05 for the remainder of 2021 and $0.10 for the entire year of 2022.',
      ),
    ).toEqual([]);
    expect(
      read(
        'We expect these initiatives to drive incremental revenue in excess of $1 billion over the next five to seven years.',
      ),
    ).toEqual([]);
  });

  it('names the part a sentence starts with, the name said after its kind, or a named segment', () => {
    const labels = (text: string) => extractSentenceFigures(text, 0, CALL).map((f) => f.label);
    expect(
      labels(
        'Starting with the Insurance segment, adjusted operating income was $81 million compared to $107 million in the third quarter 2019.',
      ),
    ).toEqual(['Insurance adjusted operating income']);
    expect(labels('Within AEC, the gross margin declined from 17% to 16.4% of net sales.')).toEqual(
      ['AEC gross margin'],
    );
    expect(
      labels(
        'Starting with our largest brand, Hollister, which includes Gilly Hicks, sales rose 20% in the quarter to $500 million.',
      ),
    ).toEqual(['Hollister sales']);
    expect(
      labels('The Asset Management segment adjusted operating income was a loss of $12 million.'),
    ).toEqual(['Asset Management adjusted operating loss']);
    expect(labels("The Feed segment's EBITDA was $124.4 million.")).toEqual(['Feed ebitda']);
    expect(
      labels('Sales of Life Science group in the fourth quarter of 2020 were $428.5 million.'),
    ).toEqual(['Life Science sales']);
    expect(
      labels(
        'The infrastructure solutions segment delivered operating income of over $9 million, with operating margins improved to 9.3%.',
      ),
    ).toEqual([
      'infrastructure solutions operating income',
      'infrastructure solutions operating margin',
    ]);
    expect(labels('COVID-19 related sales were about $132 million in the quarter.')).toEqual([
      'COVID-19 related sales',
    ]);
    expect(labels('IT outsourcing revenue was $1.19 billion in the quarter, up 1.4%.')).toEqual([
      'IT outsourcing revenue',
    ]);
    expect(labels('On the agency side, revenue was a record $905 million, up 51%.')).toEqual([
      'agency revenue',
    ]);
    expect(
      labels('On the positive side, subscription revenues rose 25.4% to $200 million.'),
    ).toEqual(['subscription revenue']);
    expect(labels('Revenue in our home warranty business totaled $108 million, up 10%.')).toEqual([
      'home warranty revenue',
    ]);
    expect(
      labels('And for our intrastate segment, adjusted EBITDA was $172 million this quarter.'),
    ).toEqual(['intrastate adjusted ebitda']);
    expect(
      labels('For the full fiscal year, total irrigation segment revenues were $343.5 million.'),
    ).toEqual(['irrigation revenue']);
    expect(
      labels(
        'Fourth quarter 2020 oil and gas segment revenue was $600 million, a 30% sequential growth.',
      ),
    ).toEqual(['oil and gas revenue']);
    expect(
      labels('Annual 2020 clean energy revenue was $1.53 billion, an increase of 48%.'),
    ).toEqual(['clean energy revenue']);
    expect(
      labels('In Financial Advisory, record third quarter revenue of $381 million increased 24%.'),
    ).toEqual(['Financial Advisory revenue']);
    expect(
      labels(
        'The Real Estate Services adjusted EBITDA margin of 17.2% compares with 6.6% a year earlier.',
      ),
    ).toEqual(['Real Estate Services adjusted ebitda margin']);
    expect(
      labels(
        'We are maintaining our guidance on the Motorcycle segment revenue growth of 30% to 35%.',
      ),
    ).toEqual(['Motorcycle revenue']);
    expect(
      labels('In FLC, revenues of $138 million increased 8.5% compared to the prior-year quarter.'),
    ).toEqual(['FLC revenue']);
    expect(
      labels(
        'In Q2, we delivered cash flow from operations of $45 million, up 39% from a year ago.',
      ),
    ).toEqual(['operating cash flow']);
    expect(labels('Our core business delivered revenue of $500 million, up 8%.')).toEqual([
      'revenue',
    ]);
    expect(
      extractSentenceFigures('On the EPS side, adjusted earnings per share were $1.20.', 0, CALL)[0]
        ?.isSegment,
    ).toBe(false);
    expect(
      extractSentenceFigures(
        'In anticipation of higher demand, revenues increased 8.5% to $500 million.',
        0,
        CALL,
      )[0]?.isSegment,
    ).toBe(false);
    expect(
      extractSentenceFigures(
        'In total, revenues of $500 million increased 8.5% compared to the prior-year quarter.',
        0,
        CALL,
      )[0]?.isSegment,
    ).toBe(false);
    expect(
      labels('United States Electrical Construction revenues of $456.2 million decreased 1.2%.'),
    ).toEqual(['United States Electrical Construction revenue']);
    expect(
      labels(
        'For the third quarter of 2021, the Fertilizer segment reported operating income of $46 million and EBITDA of $64 million.',
      ),
    ).toEqual(['Fertilizer operating income', 'Fertilizer ebitda']);
    expect(
      labels(
        'Our Food segment turned in a solid performance with an EBITDA of $46.4 million, 18% higher than a year ago.',
      ),
    ).toEqual(['Food ebitda']);
  });

  it('reads no figure from an old guide, an item per share, a level compared with or a measure set apart', () => {
    expect(
      read(
        'Diluted earnings per share for 2021 are now expected to be in the range of $4.76 to $4.78, above our prior guide of $4.62 to $4.86 per diluted share.',
      ).map((f) => f.value),
    ).toEqual(['$4.76 to $4.78']);
    expect(
      read(
        'We expect depreciation and amortization to be approximately $295 million including intangible amortization of approximately $138 million or $0.60 per diluted share.',
      ),
    ).toEqual([]);
    expect(
      read('Net sales to be up 2% to 4% from 2019 level of approximately $863 million.'),
    ).not.toContainEqual(expect.objectContaining({ value: '$863 million' }));
    expect(
      read(
        'Operating expense excluding other operating income to be up low-single digits to 2019 adjusted non-GAAP level of $494 million.',
      ),
    ).toEqual([]);
    expect(
      read(
        "Excluding acquisition revenues of $20.3 million, this segment's revenues decreased approximately $900,000.",
      ),
    ).toEqual([]);
    expect(
      read(
        'Our outlook reflects negative FX impacts of $30 million for property revenue, $20 million for adjusted EBITDA, and $15 million for consolidated AFFO.',
      ),
    ).toEqual([]);
  });

  it('gives an amount the year said right after it, unless a quarter was named before', () => {
    expect(
      read(
        'We expect capital expenditures of up to $450 million in 2021 and $415 million in 2022.',
      )[0],
    ).toMatchObject({ value: '$450 million', period: 'year' });
    expect(
      read('First quarter net sales were $1.8 billion in 2021 and $1.7 billion in 2020.'),
    ).toEqual([{ label: 'sales', value: '$1.8 billion', isGuidance: false, period: 'q1' }]);
  });

  it("reads no company outlook from a part's contribution per share", () => {
    expect(
      read(
        'For 2021, we expect Avista Utilities to contribute in the range of $1.83 to $1.97 per diluted share.',
      ),
    ).toEqual([]);
  });

  it('reads a range said without a verb of a result as an outlook', () => {
    expect(read('Non-GAAP diluted earnings per share in the range of $0.72 to $0.76.')).toEqual([
      {
        label: 'non-gaap earnings per share',
        value: '$0.72 to $0.76',
        isGuidance: true,
        period: 'unknown',
      },
    ]);
    expect(
      read('Historically, our annual sales have been between $30 million to $35 million.')[0]
        ?.isGuidance,
    ).toBe(false);
  });

  it('reads no change of revenue from a share of it, nor from a measure set apart', () => {
    expect(
      read(
        'In total, residential pest control, which made up 45% of our revenue, was up 11%, and termite services, which made up approximately 19% of our revenue, was up 8.7%.',
      ),
    ).toEqual([]);
    expect(
      read(
        'Excluding process media sales and the $32 million damages award, the business grew 64.6%.',
      ),
    ).toEqual([]);
  });

  it('reads "in the range of 23% and 24%" as a range', () => {
    expect(read('Adjusted EBITDA margin should be in the range of 23% and 24%.')[0]?.value).toBe(
      '23% to 24%',
    );
  });

  it('reads an amount "which produced" names, an item beside a measure and a part of the year after a value', () => {
    expect(
      read(
        'It all starts with our operating performance, which produced $3.3 billion in operating cash flow for the quarter and $8.5 billion for the first nine months.',
      ),
    ).toEqual([
      { label: 'operating cash flow', value: '$3.3 billion', isGuidance: false, period: 'q2' },
    ]);
    expect(
      read(
        'Book value reflected $1.16 billion in core operating income and a net gain on our investment portfolio of $190 million.',
      ),
    ).toEqual([]);
    expect(
      extractSentenceFigures(
        'Capital expenditures were $363 million for the first nine months of 2021.',
        0,
        CALL,
      )[0]?.period,
    ).toEqual({ kind: 'year', year: 2021, span: 'nine months' });
  });

  it('reads no figure from other operating income, a per-share pickup or capital returned', () => {
    expect(
      read('Fourth quarter other operating income increased to $11.6 million from $10.3 million.'),
    ).toEqual([]);
    expect(
      read(
        'Additionally, we anticipate $0.41 of earnings per share pickup in 2021 from rate relief.',
      ),
    ).toEqual([]);
    expect(
      read(
        'Our robust free cash flow enabled us to return $131 million to shareholders in the quarter.',
      ),
    ).toEqual([]);
  });

  it('reads "the full 2021 year" as a full year', () => {
    expect(
      read('For the full 2021 year, net income was $79.9 million or $2.83 per diluted share.').map(
        (f) => f.period,
      ),
    ).toEqual(['year', 'year']);
  });

  it('reads an outflow said as "a use of" as negative', () => {
    expect(
      extractSentenceFigures('Free cash flow was a use in the quarter of $170 million.', 0, CALL)[0]
        ?.value,
    ).toMatchObject({ negative: true, value: -170_000_000 });
  });

  it('reads a result said in its own clause after an outlook word', () => {
    expect(
      read(
        'Turning to our full-year free cash flow outlook, we have generated $31 million year to date.',
      ),
    ).toEqual([
      { label: 'free cash flow', value: '$31 million', isGuidance: false, period: 'year' },
    ]);
  });

  it('reads no figure of a measure from an amount said to another', () => {
    expect(
      read(
        'We anticipate the impact of foreign currency translation to now be a benefit of approximately $150 million to sales and about $15 million to profit.',
      ),
    ).toEqual([]);
  });

  it("reads no figure from the company's share of another's measure", () => {
    expect(
      read(
        "Our 50% share of Diamond Green Diesel's net income was $102.2 million for the quarter.",
      ),
    ).toEqual([]);
    expect(
      read(
        "Darling's half of the EBITDA from DGD is between $410 million and $435 million for 2021.",
      ),
    ).toEqual([]);
    expect(read('First half of 2021 revenue was $1.2 billion.')[0]?.value).toBe('$1.2 billion');
  });

  it('reads planned spending as an outlook of the year it names', () => {
    expect(
      read(
        "Capital expenditures were $60.8 million for Q1 2021 and in line with Darling's planned capex spend of approximately $312 million on capital expenditures for fiscal 2021.",
      ),
    ).toEqual([
      { label: 'capital expenditures', value: '$60.8 million', isGuidance: false, period: 'q1' },
      { label: 'capital expenditures', value: '$312 million', isGuidance: true, period: 'year' },
    ]);
  });

  it('reads a past forecast as no outlook, and the result reported after it as a result', () => {
    expect(
      read(
        "At our Q1 earnings call we had forecasted 20% adjusted EBITDA margins for the full year 2020; I'm very pleased to report that we achieved this goal delivering adjusted EBITDA margin of 20.4% for the full year.",
      ),
    ).toEqual([
      { label: 'adjusted ebitda margin', value: '20.4%', isGuidance: false, period: 'year' },
    ]);
  });

  it('reads no outlook from projects, and no figure from a cash balance or the size of a change', () => {
    expect(
      read(
        'Building Services segment revenues of $126.7 million increased 12.8% as customers began to release projects which were on hold.',
      )[0]?.isGuidance,
    ).toBe(false);
    expect(
      read(
        'With this strong operating cash flow, cash on hand has increased to $679.3 million, from the approximately $359 million at year-end.',
      ),
    ).toEqual([]);
    expect(
      read(
        'This adjusted non-GAAP operating income represents a $13.9 million or 4.1% improvement year-over-year.',
      ),
    ).toEqual([]);
    expect(
      extractSentenceFigures(
        'Fourth-quarter cash flow from operations totaled an outflow of $280 million.',
        0,
        CALL,
      )[0]?.value?.negative,
    ).toBe(true);
  });

  it('takes no basis from the words of the next measure after a value', () => {
    expect(
      read(
        'Third quarter net income of $34.1 million produced core earnings per share of $0.36.',
      ).map((f) => f.label),
    ).toEqual(['net income', 'core earnings per share']);
  });

  it('reads no level of a margin from a cause, nor a backlog from a headwind after it', () => {
    expect(
      read(
        "FPD's adjusted operating margin decreased, primarily due to increased under-absorption related to a 20% OE revenue decline.",
      ),
    ).toEqual([]);
    expect(
      read(
        'With chassis constraints delaying certain shipments out of our backlog, we experienced a price cost headwind of around $5 million.',
      ),
    ).toEqual([]);
  });

  it('reads no revenue from asset sales, and no level from an amount cancelled', () => {
    expect(
      read(
        'We expect to generate $80 million to $100 million of incremental asset sales during the second half of this year.',
      ),
    ).toEqual([]);
    expect(
      read(
        'With respect to our capital expenditures, we have canceled approximately $35 million in capex previously planned for 2021.',
      ),
    ).toEqual([]);
  });

  it('gives net income the basis that opens its sentence, and reads "for the year-to-date"', () => {
    expect(
      read(
        'After adjusting for certain nonrecurring tax adjustments, net earnings were $100 million or $0.57 per diluted share.',
      ).map((f) => f.label),
    ).toEqual(['adjusted net income', 'adjusted earnings per share']);
    expect(
      extractSentenceFigures('For the year-to-date, we had revenue of $200.8 million.', 0, CALL)[0]
        ?.period,
    ).toEqual({ kind: 'year', year: null, span: 'ytd' });
  });

  it('reads no figure from the midpoint of an outlook or what is left of a buyback authorization', () => {
    expect(
      read(
        'Midpoint revenues of $1.65 billion are 37% higher than 2020 and 5% higher than 2019 levels on an as adjusted basis.',
      ),
    ).toEqual([]);
    expect(
      read(
        'Midpoint earnings per share of $1.40 is 110% higher than 2020 and 39% higher than 2019.',
      ),
    ).toEqual([]);
    expect(
      read(
        'And we expect to resume our share repurchase program starting in the second half of this fiscal year, with about $580 million remaining under our current share authorization.',
      ),
    ).toEqual([]);
    expect(
      read(
        "The company's current share repurchase authorization program has $11.7 million remaining as of June 30, 2020, and runs through December 31, 2021.",
      ),
    ).toEqual([]);
  });

  it('names a part moved to by name, even with its slide', () => {
    expect(
      read(
        'Starting with Collins Aerospace on Slide 4, sales were $4.9 billion in the quarter, up 13% on both an adjusted and organic basis.',
      ),
    ).toEqual([
      {
        label: 'Collins Aerospace sales',
        value: '$4.9 billion',
        isGuidance: false,
        period: 'q2',
      },
    ]);
    expect(
      read(
        'Shifting to Pratt & Whitney on Slide 5, sales of $5.1 billion were up 14% on an adjusted basis.',
      )[0]?.label,
    ).toBe('Pratt & Whitney sales');
  });

  it('reads no level from a range of growth in amounts', () => {
    expect(
      read(
        "With respect to operating profit, we see Pratt's adjusted operating profit growing between $500 million and $600 million versus last year.",
      ),
    ).toEqual([]);
    expect(
      read(
        'And for adjusted operating profit to be up in the range of $150 million to $200 million versus prior year.',
      ),
    ).toEqual([]);
  });

  it('reads no figure from disposals, sales production, a per-share reserve or an authorization left', () => {
    for (const text of [
      "RPT's pro rata share of all this activity and after expected parcel sales are complete will be around $285 million.",
      'We will close on parcel sales to RGMZ that are expected to generate roughly $142 million in proceeds.',
      'On the core funeral home sales production front, we saw average revenue per contract increase by almost 8% to over $6,000.',
      'Preneed funeral sales production for the third quarter grew $50 million or nearly 22%, which exceeded our expectations.',
      'Additionally, the Board increased our share repurchase authorization by $250 million, bringing our total remaining authorization to $277 million.',
    ])
      expect(read(text)).toEqual([]);
    // The reversal of a reserve is an item of the result, not a second result.
    expect(
      read(
        'Second quarter operating FFO per share of $0.22 was up $0.03 from last quarter, driven by lower abatements of $0.02 and the reversal of prior period straight-line rent reserves of about $0.01 per share.',
      ),
    ).toEqual([
      { label: 'operating ffo per share', value: '$0.22', isGuidance: false, period: 'q2' },
    ]);
  });

  it("names a bank's noninterest revenue as a part, and reads no revenue of companies held", () => {
    expect(
      read('Slide 8 shows noninterest revenue, which was $115 million, flat to the prior quarter.'),
    ).toEqual([
      { label: 'noninterest revenue', value: '$115 million', isGuidance: false, period: 'unknown' },
    ]);
    expect(
      read(
        'Aggregate revenue for the same companies was $330 million for 2018, representing a growth 8% for the group.',
      ),
    ).toEqual([]);
  });

  it('gives an outlook the full year of its own clause over a quarter of an earlier one', () => {
    expect(
      read(
        'As a result of our outperformance during the quarter, we are raising our core FFO expectations for full-year 2021 to a range of $5.92 per share to $6.08 per share.',
      ),
    ).toEqual([
      { label: 'core ffo per share', value: '$5.92 to $6.08', isGuidance: true, period: 'year' },
    ]);
  });

  it('names the part a speaker moves over to, and marks "the segment" as the subject', () => {
    expect(
      read(
        'Now, let me move over to the Industrial segment, where, as I mentioned, our adjusted operating margins were down slightly to 13.5%.',
      ).map((f) => f.label),
    ).toEqual(['Industrial adjusted operating margin']);
    expect(
      extractSentenceFigures(
        'From an operating margin perspective, the segment expanded margins by 200 basis points to 19.4%, driven by strong operational performance.',
        0,
        CALL,
      ).map((f) => [f.label, f.value?.display, f.isSegment]),
    ).toEqual([['operating margin', '19.4%', true]]);
  });

  it('reads plans for capex as an outlook and a result beside an old guide as a result', () => {
    expect(
      read(
        'We continue to plan for capital expenditures, net of asset disposition of approximately $90 million.',
      ).map((f) => f.isGuidance),
    ).toEqual([true]);
    expect(
      extractSentenceFigures(
        'That performance resulted in total company organic revenue growth of 5%, putting us well above the 3.5% to 4% third quarter guidance provided in August.',
        0,
        CALL,
      ).map((f) => [f.label, f.isGuidance, f.range, f.change?.value.display]),
    ).toEqual([['organic revenue', false, null, '5%']]);
  });

  it('reads no year from a level compared with, and no level from a mark to exceed', () => {
    const [margin] = extractSentenceFigures(
      'In terms of profitability, we continue to expect that our business will deliver a full year operating margin rate of 8% or higher, up significantly from 7% in 2020.',
      0,
      CALL,
    );
    expect(margin?.period).toEqual({ kind: 'year', year: null });
    // "our business" is the whole company, no part of it.
    expect(margin?.isSegment).toBe(false);
    expect(
      read(
        'We are confident that our gross margin in fiscal 2022 will significantly exceed the 25.6% margin we project for fiscal 2021.',
      ),
    ).toEqual([]);
  });

  it('reads the part of the year said after an amount with "through", and no change from a margin or several years', () => {
    expect(
      extractSentenceFigures(
        "On the capex line, we'd invested $2.5 billion through the first three quarters of 2021 and expect to reach about $3.3 billion for the full year.",
        0,
        CALL,
      )[0]?.period,
    ).toEqual({ kind: 'year', year: 2021, span: 'nine months' });
    expect(
      extractSentenceFigures(
        'Global Print adjusted EBITDA was $52 million with a margin of 35%, a decline of about 600 basis points.',
        0,
        CALL,
      ).map((f) => [f.value?.display, f.change]),
    ).toEqual([['$52 million', null]]);
    expect(
      extractSentenceFigures(
        'We affirm our conviction that our business will exceed $10 billion of sales in 2023, and this represents 45% growth over three years.',
        0,
        CALL,
      ).filter((f) => f.change !== null),
    ).toEqual([]);
  });

  it('gives a change said after another measure to that measure, and reads no earlier per-share amount after "from"', () => {
    expect(
      extractSentenceFigures(
        'We had adjusted EBITDA of $35.1 million this quarter on sales that were up 48% to $450 million.',
        0,
        CALL,
      ).map((f) => [f.label, f.value?.display, f.change?.value.display ?? null]),
    ).toEqual([
      ['adjusted ebitda', '$35.1 million', null],
      ['sales', '$450 million', '48%'],
    ]);
    expect(
      read(
        'Net income for the quarter decreased to $32.6 million or $1.71 per diluted share from $34.7 million or $1.82 per diluted share.',
      ).map((f) => f.value),
    ).toEqual(['$32.6 million', '$1.71']);
  });

  it('reads no rate from a margin told in dollars, and names a part said after a margin', () => {
    expect(
      read(
        'For the six months ended June 30, 2021, Electric adjusted gross margin was $48 million, an increase of $2.5 million or 5.5% relative to 2020.',
      ),
    ).toEqual([]);
    expect(
      read(
        'Our gross margins in Ag were 13.6%, which is another significant improvement from the margin produced last year of 10.6%.',
      ).map((f) => f.label),
    ).toEqual(['Ag gross margin']);
    expect(read('Revenue in EMEA was up 41%, driven by our wholesale business.')[0]?.label).toBe(
      'EMEA revenue',
    );
    // A quarter or a month after "in" names no part.
    expect(read('Revenue in Q4 was $1.2 billion.')[0]?.label).toBe('revenue');
  });

  it('reads no figure from an effect, a contribution, flows, a reserve or pre-provision revenue', () => {
    for (const text of [
      'We estimate that the COVID-19 pandemic affected earnings per share by $0.01 in the quarter, bringing the year-to-date effect to $0.04 per share.',
      'The combined effect on gas and electric sales margin was $0.8 million in the third quarter of 2020.',
      'In institutional and intermediary sales, our institutional and retail business had fourth quarter inflows of approximately $400 million.',
      'Our reserve for uncollectible revenue for the quarter was $143,000, or approximately 1.5% of our revenue.',
      'Pre-provision net revenue was $116 million in Q4.',
    ])
      expect(read(text)).toEqual([]);
    expect(
      read(
        'We expect our tax rate to approximate 15%, which brings us to earnings per share of about $3.05, including an expected $0.25 per share contribution from the Supreme brand.',
      ).map((f) => f.value),
    ).toEqual(['$3.05']);
    // An outflow of cash from operations is still the measure, negative.
    expect(
      extractSentenceFigures(
        'Fourth-quarter cash flow from operations totaled an outflow of $280 million.',
        0,
        CALL,
      ).map((f) => f.value?.value),
    ).toEqual([-280e6]);
  });

  it("reads no result or outlook from an event's financial impact", () => {
    expect(
      read(
        'The updated financial impact from winter Storm Uri, net of our mitigation efforts, is expected to be a net loss of $500 million to $700 million.',
      ),
    ).toEqual([]);
  });

  it('reads an estimate of the past as a result, and no level from a rate said roughly', () => {
    expect(
      read('We estimate that COVID-19 related sales were about $132 million in the quarter.').map(
        (f) => f.isGuidance,
      ),
    ).toEqual([false]);
    expect(
      read(
        "We continue to invest to drive growth and as such we're assuming adjusted EBITDA margins in the low 20% area through the year.",
      ),
    ).toEqual([]);
    expect(
      read(
        'Our business can generate gross profit of approximately 50% of net revenue with adjusted EBITDA margins in the mid 20% range.',
      ),
    ).toEqual([]);
  });

  it('names parts said "Lastly, in ...,", "Looking at our ... segment," or after "in the"', () => {
    const labels = (text: string) => read(text).map((f) => f.label);
    expect(
      labels(
        'Lastly, in strategic communications, revenues of $69.9 million increased 15.5% compared to Q4 of 2020.',
      ),
    ).toEqual(['strategic communications revenue']);
    expect(
      labels(
        'Looking at our Paper segment, EBITDA excluding special items in the first quarter was $16 million with sales of $165 million.',
      ),
    ).toEqual(['Paper adjusted ebitda', 'Paper sales']);
    expect(
      labels(
        'Revenue in the US was $579 million, representing a decrease of 13% compared to the prior year.',
      ),
    ).toEqual(['US revenue']);
    expect(labels('Revenue in Italy equaled $351 million in the quarter.')).toEqual([
      'Italy revenue',
    ]);
    expect(
      labels('Within our retail business, Tommy Bahama, sales were $250 million, up 12%.'),
    ).toEqual(['Tommy Bahama sales']);
    // The company's name after kinds of part, and a market looked at, name no part.
    expect(
      labels(
        'So looking at our segments, Titan, again, this quarter experienced strong sales growth in each of our segments, with a 60% increase.',
      ),
    ).not.toContain('Titan sales');
    expect(
      labels(
        'Looking at the global capital markets environment, investment sales dropped 21% in the quarter.',
      ),
    ).not.toContain('global capital sales');
  });

  it('reads no result from the amount an improvement is measured over', () => {
    expect(
      read(
        'During the quarter, the ASC LEAP program generated a little under $27 million in revenue, a slight improvement over the roughly $24 million delivered in Q4 of 2020.',
      ),
    ).toEqual([]);
  });

  it("reads an outlook's assumptions as outlook, and no dividend of a company held", () => {
    expect(
      read(
        'Other key assumptions impacting EBITDA and cash flow include depreciation and amortization expenses of approximately $23 million and capex of approximately $15 million.',
      ).map((f) => [f.label, f.isGuidance]),
    ).toEqual([['capital expenditures', true]]);
    expect(
      read(
        'Subsequent to quarter end, Albertsons declared a dividend of $0.10 per common share, and we expect to receive $4 million during the fourth quarter.',
      ),
    ).toEqual([]);
  });

  it("names a part by all its words, and takes no adjective, period or kind for a part's name", () => {
    const labels = (text: string) => read(text).map((f) => f.label);
    expect(
      labels(
        'Cloud solutions revenue declined 27.1% to $59.2 million in the quarter and ended the year at $252.8 million.',
      ),
    ).toEqual(['Cloud solutions revenue']);
    expect(
      labels('North America irrigation revenue of $80.2 million increased 19% from last year.'),
    ).toEqual(['North America irrigation revenue']);
    expect(
      labels(
        "EMCOR's total Domestic Construction business third quarter revenues of $1.4 billion decreased by $23.5 million or 1.6%.",
      ),
    ).toEqual(['Domestic Construction revenue']);
    expect(
      labels(
        "Excluding acquisition revenue contribution of $22.6 million, this segment's revenues increased to $31.6 million or 6% organically.",
      ),
    ).toEqual(['revenue']);
    expect(
      labels(
        'Year-to-date sales through the third quarter of fiscal 2022 were $678 million, a 5.4% increase from last year.',
      ),
    ).toEqual(['sales']);
    // A region as the subject of the clause makes the measure a part's, unnamed.
    expect(
      extractSentenceFigures(
        'Both Western Europe and emerging markets delivered exceptional organic revenue growth, with Western Europe up 11% and emerging markets up 33% year on year.',
        0,
        CALL,
      ).map((f) => [f.label, f.isSegment]),
    ).toEqual([['organic revenue', true]]);
    // Client assets named between the measure and its numbers are what the numbers count.
    expect(
      read(
        'Advice and Wealth Management delivered another quarter of excellent organic growth with total client assets up 28% to $807 billion.',
      ),
    ).toEqual([]);
  });

  it('names a part by a name that opens the sentence, but not by words about the whole', () => {
    const labels = (text: string) => read(text).map((f) => f.label);
    expect(labels("SSG's operating income for the quarter was $7.6 million.")).toEqual([
      'SSG operating income',
    ]);
    expect(labels('Core operating income was $1.4 billion in the quarter.')).toEqual([
      'core operating income',
    ]);
    expect(labels('Global revenues in the second quarter were $459 million.')).toEqual(['revenue']);
    // The words that tell any measure name no part when they open a sentence either.
    expect(labels('Combined adjusted EBITDA was $1.2 billion.')).toEqual(['adjusted ebitda']);
    expect(labels('Strong operating income of $50 million was a record.')).toEqual([
      'operating income',
    ]);
    // A per-share measure is the company's whatever name comes before it.
    expect(labels('Tennant earnings per share were $1.37 in the quarter.')).toEqual([
      'earnings per share',
    ]);
  });

  it('reads capital expenditures that are planned as an outlook', () => {
    expect(
      read('Capital expenditures are planned to approximate $350 million.').map(
        (f) => f.isGuidance,
      ),
    ).toEqual([true]);
  });

  it('reads a range whose low end names its currency but not its scale', () => {
    expect(
      read(
        '2021 capital expenditures and capitalized cloud computing costs, $65 to $75 million, with $15 million to $20 million incurred during the third quarter.',
      ),
    ).toEqual([
      {
        label: 'capital expenditures',
        value: '$65 million to $75 million',
        isGuidance: true,
        period: 'year',
      },
    ]);
  });

  it('reads a range of amounts said without currency, and no figure from inventory or a recovery', () => {
    expect(read('And free cash flow of 950 million to 1.15 billion.')).toEqual([
      {
        label: 'free cash flow',
        value: '950 million to 1.15 billion',
        isGuidance: true,
        period: 'unknown',
      },
    ]);
    expect(
      read(
        'To meet customer demand and drive sales growth, we grew our inventory to $1.14 billion as of the close of the quarter.',
      ),
    ).toEqual([]);
    expect(
      read(
        'The first $50 million of incremental EBITDA from our project and a minimum recovery of $170 million of price cost dislocation.',
      ),
    ).toEqual([]);
    expect(
      extractSentenceFigures(
        'We generated 300 million in cash from operations in the third quarter and 1 billion for the 9 months.',
        0,
        CALL,
      ).map((f) => f.period),
    ).toContainEqual({ kind: 'year', year: null, span: 'nine months' });
  });

  it('gives a comparable-sales rate its own change, and an annual dividend its name', () => {
    expect(
      extractSentenceFigures(
        'For the year, total company comp sales increased 11.4%, and U.S. comp sales increased 10.7%.',
        0,
        CALL,
      )[0]?.change?.value.display,
    ).toBe('11.4%');
    expect(
      read(
        'Our board increased our quarterly dividend by 15% to $1.90 per share, which equates to an annual dividend of $7.60.',
      ).map((f) => [f.label, f.value]),
    ).toEqual([
      ['quarterly dividend', '$1.90'],
      ['annual dividend', '$7.60'],
    ]);
  });

  it('reads an amount invested as a result, and a range of something the measure brings as none of it', () => {
    expect(
      read(
        'On the capex line, we had invested $2.5 billion through the first three quarters of 2021 and expect to reach about $3.3 billion for the full year.',
      ).map((f) => [f.value, f.isGuidance]),
    ).toContainEqual(['$2.5 billion', false]);
    expect(
      read(
        'Based on our other sales, we remain confident we can generate between $100 million to $125 million of condo profits in 2021.',
      ),
    ).toEqual([]);
  });

  it('takes an adjusted basis said between a measure and its value, but not across another value', () => {
    expect(
      read(
        'In the second quarter, we generated FFO, excluding specified items, of $0.49 per diluted share.',
      )[0]?.label,
    ).toBe('adjusted ffo per share');
    expect(
      read(
        'These adjustments move the quarterly operating margin from 22.2% on a GAAP basis to 21.4% on a non-GAAP basis.',
      ).map((f) => f.label),
    ).not.toContain('gaap operating margin');
  });

  it('reads a six-month figure as the first half', () => {
    expect(
      extractSentenceFigures('Six-month core earnings per share was $2.12.', 0, CALL)[0]?.period,
    ).toEqual({ kind: 'year', year: null, span: 'h1' });
  });

  it('dates a figure by the year in its own clause, and reads planned capex as an outlook', () => {
    expect(
      extractSentenceFigures(
        'Capital expenditures for the full fiscal 2020 totaled $141 million, below our previous guidance due to spending that crossed into fiscal 2021.',
        0,
        { quarter: 4, year: 2020 },
      )[0]?.period,
    ).toEqual({ kind: 'year', year: 2020 });
    expect(
      read('Our planned capex for 2021 has increased from $23 million to $37 million.')[0]
        ?.isGuidance,
    ).toBe(true);
  });

  it('reads no figure from the total of items per share, or from a rate of another measure', () => {
    expect(
      read('Collectively, these select items constituted a loss of $3.74 per diluted share.'),
    ).toEqual([]);
    expect(
      read('We achieved solid gross margins and 11.7% pre-tax operating profits in the quarter.'),
    ).toEqual([]);
  });

  it('pairs two measures with two amounts said in the same order without "respectively"', () => {
    expect(
      read(
        'Adjusted second quarter net income and earnings per share were $8 million and $0.13 per share.',
      ).map((f) => [f.label, f.value]),
    ).toEqual([
      ['adjusted net income', '$8 million'],
      ['adjusted earnings per share', '$0.13'],
    ]);
  });

  it('reads a negative measure as negative, and no figure of a month or from a reserve', () => {
    expect(
      extractSentenceFigures(
        'We had negative free cash flow of $25 million in the quarter.',
        0,
        CALL,
      )[0]?.value,
    ).toMatchObject({ negative: true });
    expect(
      read('We had negative adjusted EBITDA of approximately $25 million for the month.'),
    ).toEqual([]);
    expect(
      read(
        'We recorded a credit loss reserve against accrued revenues and an additional $11.6 million reserve against receivables.',
      ),
    ).toEqual([]);
  });

  it('reads free operating cash flow as free cash flow', () => {
    expect(read('Our fourth quarter free operating cash flow was $39 million.')[0]?.label).toBe(
      'free cash flow',
    );
  });

  it('reads no figure from deals done or an inventory, and "for the six months ended" as the first half', () => {
    expect(
      read(
        'During the quarter, we completed acquisitions that are expected to generate $1.7 billion in annualized revenues, and year-to-date, we have completed $6.2 billion.',
      ).map((f) => f.value),
    ).not.toContain('$6.2 billion');
    expect(read('In June, the inventory of existing home sales was $125 million.')).toEqual([]);
    expect(
      extractSentenceFigures(
        'Net cash provided by operating activities was $53 million for the six months ended June 30, 2021.',
        0,
        CALL,
      )[0]?.period,
    ).toMatchObject({ kind: 'year', span: 'h1' });
  });

  it('reads the part of a year a figure is of, with the year it names', () => {
    for (const [text, span] of [
      [
        'In the first three quarters of fiscal 2021, we generated nearly $375 million of cash from operations.',
        'nine months',
      ],
      ['For the first half of fiscal 2021, capital expenditures totaled $66.9 million.', 'h1'],
    ] as const)
      expect(extractSentenceFigures(text, 0, CALL)[0]?.period).toEqual({
        kind: 'year',
        year: 2021,
        span,
      });
  });

  it('dates a figure apart from a year in a clause after "while", and names a special dividend', () => {
    expect(
      extractSentenceFigures(
        'For the full year, we reported a net loss of $931 million while in 2019 our net income was $932 million.',
        0,
        { quarter: 4, year: 2020 },
      ).map((f) => [f.label, f.period]),
    ).toEqual([
      ['net loss', { kind: 'year', year: null }],
      ['net income', { kind: 'year', year: 2019 }],
    ]);
    expect(read('Earlier today, CNA declared a special dividend of $0.75.')[0]?.label).toBe(
      'special dividend',
    );
    expect(
      read(
        "These items accounted for a year-over-year decline in Loews' net income of $611 million.",
      ),
    ).toEqual([]);
  });

  it('reads no margin from the rate of another kind of margin', () => {
    expect(
      read(
        'At those levels of adjusted operating margin, our incremental margins will be around 25% in the back half of this year.',
      ),
    ).toEqual([]);
    expect(read('In terms of gross margins, margins were 43.6%.')[0]?.value).toBe('43.6%');
  });

  it('reads no per-share result from what it includes', () => {
    expect(
      read(
        'Reported earnings per share in the quarter includes $0.19 of purchased intangible amortization, $0.03 of restructuring, and $0.03 due to the difference between our tax rates.',
      ),
    ).toEqual([]);
  });

  it('reads no figure of a business bought, nor capex from cash flow, and "to be roughly" as an outlook', () => {
    expect(
      read(
        "As a reminder, Elkhart's net sales at the time of acquisition were approximately $100 million.",
      ),
    ).toEqual([]);
    expect(
      read(
        'Given our relatively flat capital spending forecast, we anticipate generating in excess of $100 million in consolidated free cash flow.',
      ).map((f) => f.label),
    ).not.toContain('capital expenditures');
    expect(read('And capital expenditures to be roughly $15 million.')[0]?.isGuidance).toBe(true);
  });

  it('reads no figure from a sensitivity or from a category with sales of an amount', () => {
    expect(
      read(
        'Each $0.05 is worth about $10 million to annually of sales and a little less than $2 million of operating income or $0.10 per share.',
      ),
    ).toEqual([]);
    expect(
      read('Publishing is a relatively small category with sales of less than $30 million.'),
    ).toEqual([]);
  });

  it('reads no figure from an amount said as higher or lower than another', () => {
    expect(
      read(
        'We forecast our resorts to achieve $2.5 million more EBITDA than in 2019 despite being $8 million lower in the first quarter of this year.',
      ).map((f) => f.value),
    ).not.toContain('$8 million');
  });

  it('reads raised expectations for a measure as an outlook', () => {
    expect(
      read(
        'We are also slightly increasing our expectations for services revenue for the year to around $235 million.',
      ),
    ).toEqual([
      { label: 'services revenue', value: '$235 million', isGuidance: true, period: 'year' },
    ]);
  });

  it('reads no per-share level from a drag or from what a result would have been', () => {
    expect(
      read('Timing of the new openings leaves an approximate $0.05 per share drag on our results.'),
    ).toEqual([]);
    expect(
      read('Without the inventory charge, earnings per share would have been about $1.15.'),
    ).toEqual([]);
  });

  it('does not give an outlook the quarter a later clause names', () => {
    expect(
      read(
        'Adjusted earnings per share to be in the range of $0.45 to $0.49, the second quarter upside flowing through to the rest of the year.',
      ),
    ).toEqual([
      {
        label: 'adjusted earnings per share',
        value: '$0.45 to $0.49',
        isGuidance: true,
        period: 'unknown',
      },
    ]);
  });

  it('reads the range a raised end of an outlook makes', () => {
    expect(
      read(
        'We are raising the low end of our full-year adjusted earnings per share guidance to $1.80, resulting in a range of $1.80 to $1.90.',
      ),
    ).toEqual([
      {
        label: 'adjusted earnings per share',
        value: '$1.80 to $1.90',
        isGuidance: true,
        period: 'year',
      },
    ]);
  });

  it('gives a measure the year said right before it over a quarter named earlier', () => {
    expect(
      read(
        'Given the strong first quarter, we are raising our 2021 core FFO per share guidance to $3.10 to $3.20.',
      ),
    ).toEqual([
      { label: 'core ffo per share', value: '$3.10 to $3.20', isGuidance: true, period: 'year' },
    ]);
  });

  it('pairs the bases named right before a measure with its values', () => {
    expect(
      read(
        'The quarter closed with sales of $1.2 billion and GAAP and adjusted earnings per share of $0.40 and $0.42, respectively.',
      ).map((f) => [f.label, f.value]),
    ).toEqual([
      ['sales', '$1.2 billion'],
      ['gaap earnings per share', '$0.40'],
      ['adjusted earnings per share', '$0.42'],
    ]);
  });

  it('reads revenue named after a record amount, with the change set beside it', () => {
    const figure = extractSentenceFigures(
      'We achieved a record $510 million in sales in the second quarter, an increase of 24% compared to last year.',
      0,
      CALL,
    ).find((f) => f.value?.display === '$510 million');
    expect(figure?.change).toMatchObject({ direction: 'up', value: { display: '24%' } });
    // Growth on another basis is not the amount's change.
    const core = extractSentenceFigures(
      'Sales were $2.1 billion with 12% organic growth.',
      0,
      CALL,
    ).find((f) => f.value?.display === '$2.1 billion');
    expect(core?.change).toBeNull();
  });

  it('reads "reported" as the GAAP basis, but not when it is the verb of "we reported"', () => {
    expect(read('Reported earnings per share were $1.45.')[0]?.label).toBe(
      'gaap earnings per share',
    );
    expect(
      read('This quarter, we reported net income of $397 million or $1.45 per share.').map(
        (f) => f.label,
      ),
    ).toEqual(['net income', 'earnings per share']);
    expect(
      read('That said, we still reported a loss for the quarter of $0.06 per share.')[0]?.label,
    ).toBe('loss per share');
  });

  it('reads revenue, income and cash flow named after their amounts', () => {
    expect(
      read('We generated $4.2 billion of sales in the second quarter.').map((f) => f.value),
    ).toContain('$4.2 billion');
    expect(
      extractSentenceFigures(
        'We generated $1.6 billion of free cash flow in the quarter, an increase of 135% year-over-year.',
        0,
        CALL,
      ),
    ).toMatchObject([
      {
        label: 'free cash flow',
        value: { display: '$1.6 billion' },
        change: { direction: 'up', value: { display: '135%' } },
        period: { kind: 'quarter', quarter: 2 },
      },
    ]);
    // The verb that reports the amount names no basis of the measure it counts; "after-tax" is
    // no tax item of the per-share result.
    expect(
      read('Today, we reported $7 billion in after-tax net income or $0.82 per diluted share.'),
    ).toEqual([
      { label: 'net income', value: '$7 billion', isGuidance: false, period: 'unknown' },
      { label: 'earnings per share', value: '$0.82', isGuidance: false, period: 'unknown' },
    ]);
  });

  it('keeps the basis of a per-share amount to its own clause', () => {
    // The basis said between "or" and the second amount is that amount's.
    expect(
      read(
        'That gives us earnings per share as reported of $2.10 or excluding charges, $2.25.',
      ).map((f) => [f.label, f.value]),
    ).toEqual([
      ['earnings per share', '$2.10'],
      ['adjusted earnings per share', '$2.25'],
    ]);
    expect(
      read(
        'GAAP earnings were $1.02 per share and after adjusting for a gain on the sale of land, operating results were $0.98 per share.',
      ).map((f) => f.label),
    ).toEqual(['gaap earnings per share', 'adjusted operating earnings per share']);
    // "non-GAAP" cut at its hyphen is no GAAP basis.
    expect(
      read(
        'Adjusted earnings, a non-GAAP measure, was $9.1 million for the current quarter or $0.81 per share compared to $7.4 million or $0.66 per share in the second quarter of 2020.',
      ),
    ).toEqual([
      {
        label: 'non-gaap earnings per share',
        value: '$0.81',
        isGuidance: false,
        period: 'unknown',
      },
    ]);
  });

  it('tells operating and distributable per-share results apart from the net ones', () => {
    expect(
      read('We reported an operating loss of $51 million or $1.12 per diluted common share.').map(
        (f) => f.label,
      ),
    ).toEqual(['operating loss per share']);
    expect(
      extractSentenceFigures(
        'Distributable earnings were $40 million, or $0.29 per share.',
        0,
        CALL,
      )[0]?.basis,
    ).toBe('adjusted');
  });

  it('reads no earnings from gains per share', () => {
    expect(
      read(
        'We also recognized gains totaling $60 million or $0.21 per diluted share from the sale of our stake.',
      ),
    ).toEqual([]);
  });

  it('gives a figure the year its sentence is about', () => {
    expect(
      read(
        'In 2020, we recorded net income of $120 million or $1.35 per diluted share compared to $1.50 per diluted share in 2019.',
      ).find((f) => f.value === '$1.35')?.period,
    ).toBe('year');
    // A year that names something else ("our 2023 convertible notes") is no period.
    expect(
      read(
        'Adjusted earnings per share were $0.84, which excludes $0.05 of interest on our 2023 convertible notes.',
      )[0]?.period,
    ).toBe('unknown');
  });

  it("reads no change of revenue from another measure's growth or another basis", () => {
    const changes = (text: string) =>
      extractSentenceFigures(text, 0, CALL)
        .filter((f) => f.metric === 'revenue')
        .map((f) => f.change?.value.display ?? null);
    // The 25% is the orders' growth; the 8% is the core rate.
    expect(
      changes(
        'We saw strong revenue momentum, with 8% core revenue growth and order growth of 25%.',
      ),
    ).toEqual([]);
    expect(
      changes('Total revenue growth was 11%, core growth of 8% and orders growth of 25%.'),
    ).toEqual(['11%']);
    expect(
      changes('We generated $4.2 billion of sales in the quarter with 18% core revenue growth.'),
    ).toEqual([null]);
    // Organic sales keep the rate said on their own basis.
    expect(changes('Organic sales grew 6% organic in the quarter.')).toEqual(['6%']);
  });

  it("reads a region's growth named before the measure as a part's", () => {
    for (const text of [
      'Total APAC revenue was $310 million, up 4%.',
      'Total services revenue was $16 million, up 9%.',
      'We expect further gains in APAC with organic growth of close to 15%.',
      'We expect continued momentum in Japan with revenue growth of 8% this year.',
      'We expect strength in Latin America, where sales should grow 10% this year.',
    ])
      expect(extractSentenceFigures(text, 0, CALL).map((f) => f.isSegment)).toEqual([true]);
  });

  it('reads what an outlook would represent as outlook', () => {
    expect(
      read('This would represent sales growth of 12% to 15% compared to last year.').map((f) => [
        f.label,
        f.value,
        f.isGuidance,
      ]),
    ).toEqual([['sales', '12% to 15%', true]]);
  });

  it('reads the direction of a rate from the growth named right after the measure', () => {
    const changes = (text: string) =>
      extractSentenceFigures(text, 0, CALL).map((f) =>
        f.change ? `${f.change.direction} ${f.change.value.display}` : null,
      );
    expect(
      changes(
        'We now expect local currency sales growth for the full year to be approximately 9%.',
      ),
    ).toEqual(['up 9%']);
    expect(changes('We expect a revenue decline for the year of about 4%.')).toEqual(['down 4%']);
  });

  it('leaves a rate to the measure its growth is said to be in', () => {
    expect(
      read(
        'We expect solid growth in sales and 6% to 8% growth in both operating income and earnings per share.',
      ).filter((f) => f.label === 'sales'),
    ).toEqual([]);
  });

  it("reads the company's revenue change said before the measure", () => {
    const changes = (text: string) =>
      extractSentenceFigures(text, 0, CALL)
        .filter((f) => f.metric === 'revenue')
        .map((f) =>
          f.range
            ? `${f.range.low.display} to ${f.range.high.display}`
            : `${f.change?.direction} ${f.change?.value.display}`,
        );
    expect(changes('We delivered a 31% sales increase year over year.')).toEqual(['up 31%']);
    expect(changes('We experienced a strong 9% increase in revenue this quarter.')).toEqual([
      'up 9%',
    ]);
    expect(changes('We saw a 12% sales decline in the quarter.')).toEqual(['down 12%']);
    expect(changes('For the year, we expect a 4% to 6% increase in total sales.')).toEqual([
      '4% to 6%',
    ]);
    // Another subject's rate, or one after other numbers, is not the company's revenue change.
    expect(changes('Our backlog supported a 10% sales increase next quarter.')).toEqual([]);
    expect(
      changes('We saw 20 million views, representing a 10% rise and an 11% increase in revenue.'),
    ).toEqual([]);
  });
});
