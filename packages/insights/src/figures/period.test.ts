import { describe, expect, it } from 'vitest';
import { detectCallPeriod, periodOf, quartersIn, yearRightAfter } from './period';

describe('detectCallPeriod', () => {
  it('reads the reported quarter from a sentence that also announces the outlook', () => {
    expect(
      detectCallPeriod([
        "They will provide their perspective on Xylem's second-quarter results and their outlook.",
        'In the third quarter, $600 million of senior notes will mature.',
        'We plan to release third quarter earnings on October 28.',
      ]).quarter,
    ).toBe(2);
  });

  it('prefers a quarter named with its year and skips one in a comparison clause', () => {
    expect(
      detectCallPeriod([
        'For the fourth quarter of 2020, our distributable earnings were $51 million.',
        'Book value was $15.38 per share, as compared to $15.30 at the end of the third quarter.',
      ]),
    ).toEqual({ quarter: 4, year: 2020 });
  });

  it('reads the quarter a call gives highlights from', () => {
    expect(
      detectCallPeriod([
        'On the call, I will share highlights from our second quarter.',
        'Margins expanded in the quarter.',
      ]).quarter,
    ).toBe(2);
  });

  it('skips quarters still to come', () => {
    expect(
      detectCallPeriod([
        'Good morning.',
        'We will file our next rate case in the first quarter.',
        'Deposits will reprice in the first quarter.',
        'Net income grew in the fourth quarter.',
      ]).quarter,
    ).toBe(4);
  });

  it('takes no year from the years a call compares with', () => {
    expect(
      detectCallPeriod([
        'Welcome to our second quarter results call.',
        'Spending per guest rose 20% versus 2019.',
        'Attendance reached 90% of 2019 levels.',
        'Since 2019, we have opened 12 parks.',
        'Revenue in 2021 was helped by pricing.',
      ]).year,
    ).toBe(2021);
  });
});

describe('detectCallPeriod year', () => {
  it('dates the reported quarter by the same quarter compared with a year before', () => {
    expect(
      detectCallPeriod([
        'Welcome to our third quarter earnings call.',
        'Orders rose 12% over the third quarter of 2022, and we plan for 2024 already.',
        'We expect the backlog to carry into 2024 and 2024 will be a strong year.',
        'Our 2024 plan builds on the 2024 pipeline.',
      ]),
    ).toEqual({ quarter: 3, year: 2023 });
  });

  it('takes the latest year said with the reported quarter over older ones', () => {
    expect(
      detectCallPeriod([
        'We recorded reserves in Q2 of 2022 when demand fell.',
        'Debt was $300 million at the end of Q2 2023.',
        'In 2022, the plant was idle; 2022 was a hard year.',
      ]),
    ).toEqual({ quarter: 2, year: 2023 });
  });

  it('reads no year from a percentage after a quarter', () => {
    expect(
      detectCallPeriod([
        'Our payout ratio in the second quarter of 41% was well covered.',
        'Revenue in 2023 was up.',
      ]).year,
    ).toBe(2023);
  });

  it('dates a fourth quarter by the full year said with it', () => {
    expect(
      detectCallPeriod([
        'Today we review our fourth quarter and full-year 2023 performance.',
        'We are excited about 2024, and 2024 will bring new stores.',
        'Our 2024 plan adds 2024 capacity.',
      ]),
    ).toEqual({ quarter: 4, year: 2023 });
  });

  it('counts no vote for a year looked ahead to', () => {
    expect(
      detectCallPeriod([
        'Our third quarter results were strong.',
        'Sales in 2023 rose.',
        'Looking ahead to 2024, we see growth in 2024 and beyond, heading towards 2024.',
      ]).year,
    ).toBe(2023);
  });

  it('counts no vote for the year a plan is named after', () => {
    expect(
      detectCallPeriod([
        'Our third quarter results in 2021 were a record.',
        'We aim to exceed $50 of earnings per share by the year 2025.',
        'We are well ahead of our 2025 plan, and we remain committed to the 2025 plan.',
        'The 2025 plan assumes a modest recovery.',
      ]).year,
    ).toBe(2021);
  });

  it('counts no vote for a year the call looks into', () => {
    expect(
      detectCallPeriod([
        'Our fourth quarter results were strong.',
        'In 2023, sales rose.',
        'We carry momentum into 2024, and backlog runs through 2024 and into 2024.',
      ]).year,
    ).toBe(2023);
  });
});

describe('periodOf', () => {
  const CALL = { quarter: 2, year: 2021 };

  it('gives no period from a quarter or its year only compared with', () => {
    expect(
      periodOf('Revenue of $126 million was up 9%, a step up from our Q1 growth of 7%.', CALL),
    ).toEqual({ kind: 'unknown' });
    expect(periodOf('Expenses were $40 million, 10% lower than Q1 of fiscal 2020.', CALL)).toEqual({
      kind: 'unknown',
    });
  });

  it('reads "this past quarter" as the call quarter', () => {
    expect(
      periodOf('Our revenue this past quarter totaled $66.4 million.', { quarter: 2, year: 2021 }),
    ).toEqual({ kind: 'quarter', quarter: 2, year: 2021 });
  });

  it('reads "quarter one" as a quarter, but not a quarter compared with or one that names a call', () => {
    expect(periodOf('Quarter one gross profit was $341 million.', CALL)).toEqual({
      kind: 'quarter',
      quarter: 1,
      year: 2021,
    });
    expect(periodOf('Sales in quarter four of 2020 were $90 million.', CALL)).toEqual({
      kind: 'quarter',
      quarter: 4,
      year: 2020,
    });
    expect(quartersIn('Sales were up from $80 million in the quarter one year ago.')).toEqual([]);
    expect(
      periodOf('Net sales rose 1%, delivering over 99% of third quarter 2019 level.', CALL),
    ).toEqual({ kind: 'unknown' });
    expect(
      periodOf(
        'As we had shared at the third quarter call, payments grew Q4 revenue 3% to $78 million.',
        CALL,
        60,
      ),
    ).toEqual({ kind: 'quarter', quarter: 4, year: 2021 });
  });

  it('reads "for the year" after an amount as the full year, but not "for the year-ago quarter"', () => {
    const after = (text: string) => yearRightAfter(text, text.indexOf('million') + 7);
    expect(after('We now expect net income of $4 million for the year.')).toEqual({
      kind: 'year',
      year: null,
    });
    expect(after('Net income was $4 million for the year-ago quarter.')).toBeNull();
    expect(after('Net income was $4 million for the year-to-date period.')).toEqual({
      kind: 'year',
      year: null,
      span: 'ytd',
    });
  });

  it('reads "fiscal \'20" as a full year', () => {
    expect(
      periodOf(
        "As it relates to fiscal '20 our updated earnings guidance is $2.75 to $2.85 per share.",
        {
          quarter: 3,
          year: 2020,
        },
      ),
    ).toEqual({ kind: 'year', year: 2020 });
  });

  it('reads "annual" as a full year only when it names the period', () => {
    expect(periodOf('We are targeting $5 million in annual cost savings.', CALL)).toEqual({
      kind: 'unknown',
    });
    expect(periodOf('Annual revenue reached $5 billion.', CALL).kind).toBe('year');
  });

  it('reads "for the quarter" as the call quarter beside a full year', () => {
    const text =
      'We had a net loss of $12 million for the quarter or a loss of $0.45 per share, and net income of $3 million for the year or $0.11 per share.';
    expect(periodOf(text, CALL, text.indexOf('$0.45'))).toEqual({
      kind: 'quarter',
      quarter: 2,
      year: 2021,
    });
    expect(periodOf(text, CALL, text.indexOf('$0.11')).kind).toBe('year');
  });

  it('names the part of a year a figure covers, unless the sentence names the whole year', () => {
    expect(periodOf('Year to date, free cash flow was $51 million.', CALL)).toEqual({
      kind: 'year',
      year: null,
      span: 'ytd',
    });
    expect(periodOf('Sales in the first half of 2021 were $2 billion.', CALL)).toMatchObject({
      span: 'h1',
      year: 2021,
    });
    expect(
      periodOf('After a strong year-to-date performance, we raise our full-year outlook.', CALL),
    ).toEqual({ kind: 'year', year: null });
  });

  it('gives a figure the part of the year named last before its measure', () => {
    const text =
      'Given our full-year outlook, second half earnings per share comes to $2.10 to $2.30.';
    expect(periodOf(text, CALL, text.indexOf('earnings'))).toEqual({
      kind: 'year',
      year: null,
      span: 'h2',
    });
  });

  it('takes no year from one the figure is compared with', () => {
    expect(
      periodOf(
        'Our full-year FFO guidance of $2.22 implies 5% growth over the strong 2020 results.',
        {
          quarter: 1,
          year: 2021,
        },
      ),
    ).toEqual({ kind: 'year', year: null });
    expect(
      periodOf('The full year non-GAAP gross margin was 56.9% compared to 55% in 2019.', {
        quarter: 4,
        year: 2020,
      }),
    ).toEqual({ kind: 'year', year: null });
    expect(
      periodOf(
        'We expect full-year capital expenditures of approximately $125 million, an increase from actual capital expenditures of $101 million in 2020.',
        { quarter: 4, year: 2020 },
      ),
    ).toEqual({ kind: 'year', year: null });
  });

  it('reads each sentence afresh when asked about several in turn', () => {
    // A sentence's period facts are kept for the next figure of the same sentence only.
    const quarter =
      'Third quarter revenue was $2 billion, and for the full year 2021 we expect more.';
    const year = 'For fiscal 2022, we expect earnings per share of $4.10.';
    const other = { quarter: 4, year: 2022 };
    const at = quarter.indexOf('revenue');
    const fresh = [periodOf(quarter, CALL, at), periodOf(year, CALL), periodOf(quarter, other)];
    for (let round = 0; round < 2; round++) {
      expect(periodOf(quarter, CALL, at)).toEqual(fresh[0]);
      expect(periodOf(year, CALL)).toEqual(fresh[1]);
      expect(periodOf(quarter, other)).toEqual(fresh[2]);
    }
    expect(fresh).toEqual([
      { kind: 'quarter', quarter: 3, year: 2021 },
      { kind: 'year', year: 2022 },
      { kind: 'quarter', quarter: 3, year: 2022 },
    ]);
  });
});

describe('periodOf with a full year that opens the sentence', () => {
  const CALL = { quarter: 4, year: 2023 };
  const at = (text: string, measure: string) => periodOf(text, CALL, text.indexOf(measure));

  it('keeps the full year over a quarter named in a side clause', () => {
    const text =
      'For the full year, setting aside the charge we booked in the second quarter of this year, net income was $41 million.';
    expect(at(text, 'net income')).toEqual({ kind: 'year', year: null });
  });

  it('keeps the full year over a quarter compared with after the figure', () => {
    const text =
      'For the full year, we now expect adjusted earnings per share of $2.10 to $2.30, compared to $1.95 in the fourth quarter of last year.';
    expect(at(text, 'adjusted earnings')).toEqual({ kind: 'year', year: null });
  });

  it('gives the quarter to a measure in a clause the quarter opens', () => {
    const text =
      'For the full year, sales were $900 million, and in the fourth quarter, sales were $250 million.';
    expect(periodOf(text, CALL, text.lastIndexOf('sales'))).toMatchObject({
      kind: 'quarter',
      quarter: 4,
    });
    expect(at('For the 2023 fourth quarter, sales were $250 million.', 'sales')).toMatchObject({
      kind: 'quarter',
      quarter: 4,
    });
  });

  it('takes no year from a later clause about the year before', () => {
    const text =
      'For the full year, sales grew 3% to $900 million, on top of a 12% increase in fiscal 2022.';
    expect(at(text, 'sales')).toEqual({ kind: 'year', year: null });
    expect(at('For fiscal 2023, sales grew 3%, on top of growth in fiscal 2022.', 'sales')).toEqual(
      {
        kind: 'year',
        year: 2023,
      },
    );
  });
});
