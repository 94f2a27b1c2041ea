import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixture';
import { readCallFigures, type CallFigures } from '../figures/call-figures';
import { parseTranscript } from '../transcript/parse-transcript';
import { unsupportedNumbers } from './faithfulness';
import { bulletsOf, leadOf, writeBullets } from './write-bullets';

describe('writeBullets', () => {
  it('rewrites the call into terse newswire bullets with the call quarter', () => {
    const text = loadFixture('demo-call.txt');
    const bullets = writeBullets(parseTranscript(text)).map((b) => b.text);
    expect(bullets).toContain('Q3 adjusted earnings per share $1.24.');
    expect(bullets).toContain('Q3 GAAP earnings per share $1.05.');
    expect(bullets).toContain('Q3 revenue rose 12 percent to $452.2 million.');
    expect(bullets).toContain('Sees FY 2024 adjusted earnings per share $4.60 to $4.75.');
    for (const bullet of bullets)
      expect(unsupportedNumbers(bullet.replace(/\bq[1-4]\b/i, ''), text)).toEqual([]);
  });

  it('reads sentence-per-line documents and respects --max', () => {
    const t = parseTranscript(loadFixture('sentence-lines.txt'));
    const bullets = writeBullets(t, { max: 2 });
    expect(bullets).toHaveLength(2);
    expect(bullets[0]?.text).toMatch(/^Q1 (GAAP|adjusted) earnings per share \$1\.(10|01)\.$/);
    expect(bullets.every((b) => b.sentences.length === 1)).toBe(true);
  });

  it('keeps an outlook in the year its section turned to when it compares with this year', () => {
    const text = [
      'Good morning and welcome to our third quarter 2023 results call.',
      'Revenue for the third quarter was $500 million, up 10% over the third quarter of 2022.',
      'Turning to our outlook for 2024, we expect revenue of $2.1 billion to $2.2 billion.',
      'We expect adjusted earnings per share of $3.10 to $3.30, up 8% compared to the midpoint of our 2023 guidance.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toContain(
      'Sees FY 2024 adjusted earnings per share $3.10 to $3.30.',
    );
  });

  it('gives an outlook the fiscal year its sentence names in short, as in "fiscal \'22"', () => {
    const text = [
      'Good morning and welcome to our second quarter fiscal 2022 results call.',
      'Second quarter revenue was $11.4 billion, up 1%.',
      "Specifically for fiscal '22, we continue to expect revenue to grow mid single-digits versus the prior year.",
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toContain(
      'Sees FY 2022 revenue up mid single digits.',
    );
  });

  it('writes a negative amount of a measure that is no loss as negative', () => {
    const text = [
      'Good morning and welcome to our fourth quarter 2021 results call.',
      'Adjusted earnings per share for the fourth quarter was $0.74.',
      'For the full year 2022, we expect free cash flow of negative $200 million to negative $100 million.',
    ].join('\n');
    expect(
      writeBullets(parseTranscript(text), { minRelativeScore: 0 }).map((b) => b.text),
    ).toContain('Sees FY 2022 free cash flow negative $200 million to negative $100 million.');
  });

  it('tells a year still ahead of the call as an outlook, not a result', () => {
    const text = [
      'Good morning and welcome to our third quarter 2021 results call.',
      'We generated adjusted earnings per share of $1.16 in the third quarter of 2021.',
      'We continue to believe that we will see 2023 earnings per share approaching $3.25.',
    ].join('\n');
    const bullets = writeBullets(parseTranscript(text)).map((b) => b.text);
    expect(bullets).toContain('Sees FY 2023 earnings per share $3.25.');
    expect(bullets).not.toContain('FY 2023 earnings per share $3.25.');
  });

  it('writes a range of decline as a decline', () => {
    const text = [
      'Good morning and welcome to our third quarter 2023 results call.',
      'Adjusted earnings per share for the third quarter was $0.85.',
      'For the fourth quarter, we expect organic revenue to be down 3% to down 5%.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toContain(
      'Sees Q4 organic revenue down 3% to 5%.',
    );
  });

  it('gives outlooks the year they name or the quarter ahead the call turned to', () => {
    const text = [
      'Good morning and welcome to our second quarter 2021 results call.',
      'Revenue for the second quarter was $500 million, up 10%.',
      'We reported diluted earnings per share from continuing operations of $0.95 in the second quarter.',
      'We are confirming our 2021 earnings guidance with a consolidated range of $1.96 to $2.16 per diluted share.',
      'We are lowering our 2022 earnings guidance to a range of $2.03 to $2.23 per diluted share.',
      'Turning to our outlook for the third quarter, we expect continued growth.',
      'This translates into revenues between $510 million and $530 million.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q2 earnings per share $0.95 from continuing operations.',
      'Q2 revenue rose 10 percent to $500 million.',
      'Reaffirms FY 2021 earnings per share view $1.96 to $2.16.',
      'Lowers FY 2022 earnings per share view to $2.03 to $2.23.',
      'Sees Q3 revenue $510 million to $530 million.',
    ]);
  });

  it('reads a per-share amount said without a basis and elsewhere as adjusted as the adjusted one', () => {
    const text = [
      'Welcome to our first quarter 2021 earnings call.',
      'We delivered first quarter earnings per share of $1.49, a record.',
      'We expect the full-year tax rate to be 22% to 23%.',
      'That gives us earnings per share as reported of $1.36 or, excluding charges, $1.49.',
    ].join('\n');
    // The tax rate outlook names the full year; the result after it is still the quarter's.
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q1 adjusted earnings per share $1.49.',
      'Q1 earnings per share $1.36.',
    ]);
  });

  it('does not carry the year an outlook named to the result after it', () => {
    const text = [
      'Welcome to our first quarter 2021 earnings call.',
      'We expect the full-year tax rate to be 22% to 23%.',
      'Diluted earnings per share were $1.36.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q1 earnings per share $1.36.',
    ]);
  });

  it('gives an outlook the year its section names alone', () => {
    const text = [
      'Welcome to our fourth quarter 2020 earnings call.',
      'For the full year 2020, sales were $1.1 billion.',
      'Moving now to 2021 guidance.',
      'We expect adjusted earnings per share to be in the range of $4.30 to $4.60.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toContain(
      'Sees FY 2021 adjusted earnings per share $4.30 to $4.60.',
    );
  });

  it("prefers this year's quarter to the same quarter a year ago", () => {
    const text = [
      'Welcome to our second quarter 2021 earnings call.',
      'The second quarter of 2020 included net operating losses of $20.1 million or $0.22 per diluted common share.',
      'Diluted earnings per share were $1.41 for the second quarter of 2021.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q2 earnings per share $1.41.',
    ]);
  });

  it('keeps the period of an outlook section across the sentences that follow it', () => {
    const text = [
      'Welcome to our fourth quarter 2021 earnings call.',
      'Diluted earnings per share were $0.74 in the fourth quarter.',
      'Turning to our first-quarter guidance.',
      'Organic revenue is expected to decline 2% to 4% in the first quarter.',
      'This translates into revenues between $4.1 billion and $4.2 billion.',
      'Our sequential revenue is lower because of resale revenue recorded in Q4.',
      'Diluted earnings per share in the range of $0.70 to $0.75.',
      "Moving on to our FY '22 guidance.",
      'This translates into revenue of $16.5 billion to $16.9 billion.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q4 earnings per share $0.74.',
      'Sees Q1 earnings per share $0.70 to $0.75.',
      'Sees Q1 revenue $4.1 billion to $4.2 billion.',
      'Sees FY 2022 revenue $16.5 billion to $16.9 billion.',
      'Sees Q1 organic revenue down 2% to 4%.',
    ]);
  });

  it('tells results from continuing operations beside the total', () => {
    const text = [
      'Welcome to our fourth quarter 2021 earnings call.',
      'Fourth quarter GAAP net income was $16 million or $0.31 per share.',
      'Fourth quarter GAAP income from continuing operations was $13 million or $0.24 per share.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q4 GAAP earnings per share $0.31.',
      'Q4 GAAP earnings per share $0.24 from continuing operations.',
    ]);
  });

  it('applies the basis a call declares to per-share figures said without one, not to losses', () => {
    const text = [
      'Welcome to our first quarter 2021 earnings call.',
      'All references will be on an organic or adjusted basis, unless otherwise indicated.',
      'Earnings per share in the quarter was $0.57, up 140%.',
      'For the second quarter, we expect a loss per share of $0.05 to $0.10.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q1 adjusted earnings per share $0.57.',
      'Sees Q2 loss per share $0.05 to $0.10.',
    ]);
  });

  it('names per-share figures of continuing operations when the call declares them so', () => {
    const text = [
      'Welcome to our third quarter 2021 earnings call.',
      'All financial metrics are year-over-year on a continuing operations basis.',
      'Adjusted earnings per share in the quarter was $0.72.',
      'For the full year 2021, we expect adjusted earnings per share of $2.80 to $2.90.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q3 adjusted earnings per share $0.72 from continuing operations.',
      'Sees FY 2021 adjusted earnings per share $2.80 to $2.90 from continuing operations.',
    ]);
  });

  it("reports a bank's net interest income and a railroad's operating ratio", () => {
    const bank = [
      'Welcome to our third quarter 2021 earnings call.',
      'Diluted earnings per share were $1.10 for the quarter.',
      'Loan growth drove a $3 million increase in net interest income to $96.5 million.',
    ].join('\n');
    expect(writeBullets(parseTranscript(bank)).map((b) => b.text)).toEqual([
      'Q3 earnings per share $1.10.',
      'Q3 net interest income $96.5 million.',
    ]);
    const railroad = [
      'Welcome to our third quarter 2021 earnings call.',
      'Earnings per share were $2.40 on an operating ratio of 58.9%.',
    ].join('\n');
    expect(writeBullets(parseTranscript(railroad)).map((b) => b.text)).toEqual([
      'Q3 earnings per share $2.40.',
      'Q3 operating ratio 58.9%.',
    ]);
  });

  it('writes outlooks of growth in words, hedged single amounts and margin ranges', () => {
    const text = [
      'Welcome to our third quarter 2021 earnings call.',
      'Diluted earnings per share were $0.91 in the third quarter.',
      'For the fourth quarter, we expect sales to be up in the low 20% range.',
      'For the full year, we now expect revenue to be approximately $2.4 billion.',
      'We expect fourth quarter operating margin in the range of 11% to 11.5%.',
      'For the full year, we expect net income to be about flat.',
      'For the full year, we expect earnings per share to be roughly flat.',
    ].join('\n');
    const bullets = writeBullets(parseTranscript(text), { minRelativeScore: 0 }).map((b) => b.text);
    expect(bullets).toEqual([
      'Q3 earnings per share $0.91.',
      'Sees FY earnings per share about flat.',
      'Sees Q4 sales up in low 20% range.',
      'Sees FY revenue about $2.4 billion.',
      'Sees Q4 operating margin 11% to 11.5%.',
    ]);
    for (const bullet of bullets)
      expect(unsupportedNumbers(bullet.replace(/\bq[1-4]\b/i, ''), text)).toEqual([]);
  });

  it('keeps "to approximate" as the hedge of an outlook amount', () => {
    const text = [
      'Welcome to our fourth quarter 2021 earnings call.',
      'Diluted earnings per share were $0.91 in the fourth quarter.',
      'For fiscal 2022, we expect revenue to approximate $5.3 billion.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toContain(
      'Sees FY 2022 revenue about $5.3 billion.',
    );
  });

  it('prefers an outlook of growth in numbers to the same one in words', () => {
    const text = [
      'Welcome to our fourth quarter 2021 earnings call.',
      'Diluted earnings per share were $0.91 in the fourth quarter.',
      'For fiscal 2022, we expect sales to grow between 4% and 7%.',
      'For fiscal 2022, that is sales growth in the mid-single digits.',
    ].join('\n');
    expect(writeBullets(parseTranscript(text)).map((b) => b.text)).toEqual([
      'Q4 earnings per share $0.91.',
      'Sees FY 2022 sales up 4% to 7%.',
    ]);
  });

  it('reads an amount said beside an outlook range as outlook, not the quarter', () => {
    const text = [
      'Welcome to our third quarter 2020 earnings call.',
      'We earned revenues of $2.2 billion in the quarter.',
      'Diluted earnings per share were $1.10 in the third quarter.',
      'We will move to $5.90 to $6.10 adjusted earnings per share and revenues of around $8.7 billion.',
    ].join('\n');
    const bullets = writeBullets(parseTranscript(text)).map((b) => b.text);
    expect(bullets).toContain('Q3 revenue $2.2 billion.');
    expect(bullets).not.toContain('Q3 revenue $8.7 billion.');
  });

  it('writes nothing when the call states no figures', () => {
    expect(
      writeBullets(parseTranscript('We had a good quarter.\nThe team did well.\nThank you all.')),
    ).toEqual([]);
  });
});

/** A third-quarter call that gives its outlook before its results, and figures of two parts. */
const PARTS_CALL = [
  'Good morning and welcome to our third quarter 2021 results call.',
  'For the full year 2021, we now expect adjusted earnings per share of $3.10 to $3.30.',
  'Free cash flow was $210 million in the third quarter.',
  'Third quarter revenue was $1.2 billion, up 8%.',
  'Adjusted earnings per share were $0.85.',
  'Marine Systems revenue was $400 million, up 5%.',
  'Turning to Aviation.',
  'Revenue was $350 million.',
].join('\n');

/** The call's figures with the call-level scope and conflict marks given to the amounts named. */
function settled(marks: Record<string, { scope?: string; conflict?: boolean }>): {
  transcript: ReturnType<typeof parseTranscript>;
  read: CallFigures;
} {
  const transcript = parseTranscript(PARTS_CALL);
  const read = readCallFigures(transcript);
  const figures = read.figures.map((each) => ({
    ...each,
    ...marks[each.figure.value?.display ?? ''],
  }));
  return { transcript, read: { ...read, figures } };
}

describe('the brief tells only figures an analyst can take as stated', () => {
  it("leads with the company's headline results, then its outlook, then other measures", () => {
    const bullets = writeBullets(parseTranscript(PARTS_CALL), { minRelativeScore: 0 });
    expect(bullets.slice(0, 3).map((b) => b.text)).toEqual([
      'Q3 adjusted earnings per share $0.85.',
      'Q3 revenue rose 8 percent to $1.2 billion.',
      'Sees FY 2021 adjusted earnings per share $3.10 to $3.30.',
    ]);
    expect(bullets.map(leadOf).slice(0, 3)).toEqual(['result', 'result', 'outlook']);
    const rest = bullets.slice(3).map((b) => b.text);
    expect(rest).toContain('Q3 free cash flow $210 million.');
  });

  it("tells a part's figure only worded as the part's, never as the company's", () => {
    const { transcript, read } = settled({
      '$400 million': { scope: 'Marine Systems' },
      '$350 million': { scope: 'Aviation' },
    });
    const bullets = bulletsOf(transcript, read, { max: 12, minRelativeScore: 0 });
    const marine = bullets.find((b) => b.text.includes('$400 million'));
    expect(marine?.text).toBe('Q3 Marine Systems revenue rose 5 percent to $400 million.');
    expect(marine?.part).toBe('Marine Systems');
    expect(leadOf(marine!)).toBeNull();
    expect(bullets.some((b) => b.text.includes('$350 million'))).toBe(false);
    expect(
      bullets.filter((b) => b.part === null).every((b) => !/Marine|Aviation/.test(b.text)),
    ).toBe(true);
  });

  it('leaves out a figure the call also states with another value', () => {
    const { transcript, read } = settled({ '$1.2 billion': { conflict: true } });
    const bullets = bulletsOf(transcript, read, { max: 12, minRelativeScore: 0 });
    expect(bullets.some((b) => b.text.includes('$1.2 billion'))).toBe(false);
    expect(bullets[0]?.text).toBe('Q3 adjusted earnings per share $0.85.');
  });
});

describe('unsupportedNumbers', () => {
  it('lists numbers the transcript never states', () => {
    expect(unsupportedNumbers('revenue $5.1 billion, up 7%', 'Revenue was $5.1 billion.')).toEqual([
      '7',
    ]);
  });
});
