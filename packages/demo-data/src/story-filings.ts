import { capitalize, longDate, money, perShare } from './format';
import { leadershipFor } from './people';
import {
  DAY_MS,
  offsetPeriod,
  periodIndex,
  periodOf,
  quarterEnd,
  quarterEndLabel,
  type Period,
} from './period';
import { aboutCompany, storyRow, urlToken, type StoryInput } from './story-common';
import type { StoryRow } from './transcripts';

const SEC_SOURCE = 'SEC filing';

function filingUrl(input: StoryInput, form: string): string {
  return `https://filings.example/${input.company.row.symbol.toLowerCase()}/${form.toLowerCase()}-${urlToken(input.random, 10)}`;
}

/** The latest quarter whose periodic report would have been filed by `date`. */
function lastReportedQuarter(date: Date): Period {
  let period = offsetPeriod(periodOf(date), -1);
  const deadline = period.quarter === 4 ? 60 : 40;
  if (date.getTime() < quarterEnd(period).getTime() + deadline * DAY_MS)
    period = offsetPeriod(period, -1);
  return period;
}

function periodicReport(input: StoryInput): StoryRow | null {
  const { company, random } = input;
  const period = lastReportedQuarter(input.publishedAt);
  const model = input.model();
  if (periodIndex(period) - 4 < model.firstIndex) return null;
  const isAnnual = period.quarter === 4;
  const form = isAnnual ? '10-K' : '10-Q';
  const scale = model.scale;
  const current = model.quarter(period);
  const prior = model.quarter(offsetPeriod(period, -4));
  let yearRevenue = 0;
  let yearNetIncome = 0;
  for (let quarter = 1; quarter <= 4; quarter += 1) {
    const figures = model.quarter({ year: period.year, quarter });
    yearRevenue += figures.revenue;
    yearNetIncome += figures.netIncome;
  }
  const filed = new Date(
    quarterEnd(period).getTime() + random.int(isAnnual ? 45 : 30, isAnnual ? 58 : 39) * DAY_MS,
  );
  if (filed.getTime() < input.earliest.getTime()) return null;
  const ended = isAnnual ? `December 31, ${period.year}` : quarterEndLabel(period);
  const results = isAnnual
    ? `For the fiscal year ended ${ended}, revenue was ${money(yearRevenue, scale)} and net income was ${money(yearNetIncome, scale)}. Fourth-quarter revenue was ${money(current.revenue, scale)}, compared with ${money(prior.revenue, scale)} a year earlier.`
    : `For the three months ended ${ended}, revenue was ${money(current.revenue, scale)}, compared with ${money(prior.revenue, scale)} for the same period of the prior year. Net income was ${money(current.netIncome, scale)}, or ${perShare(current.epsGaap)} per diluted share.`;
  const content = [
    `UNITED STATES SECURITIES AND EXCHANGE COMMISSION. FORM ${form}. ${isAnnual ? 'Annual report' : 'Quarterly report'} pursuant to Section ${isAnnual ? '13' : '13 or 15(d)'} of the Securities Exchange Act of 1934 for the ${isAnnual ? 'fiscal year' : 'quarterly period'} ended ${ended}. ${company.row.name} (ticker ${company.row.symbol}).`,
    `Item ${isAnnual ? '1. Business' : '1. Financial Statements (summary)'}. ${isAnnual ? aboutCompany(company) : results}`,
    `Item ${isAnnual ? '7' : '2'}. Management's Discussion and Analysis of Financial Condition and Results of Operations. ${isAnnual ? results : `Results reflected ${current.revenue >= prior.revenue ? 'higher' : 'lower'} revenue across our ${model.segmentNames.slice(0, -1).join(', ')} and ${model.segmentNames.at(-1) ?? ''} segments and continued investment in ${random.pick(company.sub.offerings)}.`} As of the end of the period, cash and cash equivalents were ${money(current.cash, scale)} and total debt was ${money(current.debt, scale)}. Free cash flow for the quarter was ${money(current.freeCashFlow, scale)}.`,
    `Item ${isAnnual ? '1A' : '1A (Part II)'}. Risk Factors. Our results depend on demand from ${company.sub.customers}, on ${random.pick(company.sub.themes)} and on general economic conditions. ${isAnnual ? 'A description of the principal risks is set out in this report.' : 'There have been no material changes to the risk factors disclosed in our most recent annual report.'}`,
    `This filing belongs to a fictional sample company and was generated for the Clearcall demo.`,
  ].join('\n\n');
  return storyRow(input, 'companyReports', {
    title: `${company.row.name} files Form ${form} for the ${isAnnual ? `fiscal year ${period.year}` : `quarter ended ${ended}`}`,
    description: `${isAnnual ? 'Annual' : 'Quarterly'} report for the period ended ${ended}: revenue of ${money(isAnnual ? yearRevenue : current.revenue, scale)}.`,
    content,
    source: SEC_SOURCE,
    url: filingUrl(input, form),
    publishedAt: new Date(Math.min(filed.getTime(), input.reference.getTime() - DAY_MS)),
    period,
  });
}

function currentReport(input: StoryInput): StoryRow {
  const { company, random } = input;
  const leaders = leadershipFor(input.seed, company);
  const latest = lastReportedQuarter(input.publishedAt);
  const model = input.model();
  const scale = model.scale;
  const paysDividend =
    periodIndex(latest) >= model.firstIndex && model.quarter(latest).dividendPerShare > 0;
  const items: [string, string, string][] = [
    [
      '1.01',
      'Entry into a Material Definitive Agreement',
      `On ${longDate(input.publishedAt)}, ${company.row.name} entered into an amended credit agreement providing a revolving credit facility of ${money(Math.round(company.annualRevenueMillions * 10 * 0.15), scale)} maturing in five years. Borrowings bear interest at a floating rate plus a margin based on the company's leverage ratio.`,
    ],
    [
      '5.02',
      'Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers',
      `The board of directors of ${company.row.name} elected a new independent director, effective immediately, who will serve on the audit committee. ${leaders.ceo.name} continues to serve as ${leaders.ceo.title}.`,
    ],
    [
      '5.07',
      'Submission of Matters to a Vote of Security Holders',
      `At the annual meeting of shareholders, shareholders elected each of the director nominees, approved on an advisory basis the compensation of the named executive officers and ratified the appointment of the independent auditor.`,
    ],
    [
      '7.01',
      'Regulation FD Disclosure',
      `${company.row.name} will present at an investor conference and has posted the presentation materials on its investor relations website, ${company.row.website}/investors.`,
    ],
    [
      '8.01',
      'Other Events',
      `The board of directors of ${company.row.name} declared a regular quarterly cash dividend, payable next month to shareholders of record at the close of business two weeks before the payment date.`,
    ],
  ];
  const [item, heading, body] = random.pick(
    items.filter(([code]) => code !== '8.01' || paysDividend),
  );
  const content = [
    `UNITED STATES SECURITIES AND EXCHANGE COMMISSION. FORM 8-K. Current report pursuant to Section 13 or 15(d) of the Securities Exchange Act of 1934. Date of report: ${longDate(input.publishedAt)}. ${company.row.name} (ticker ${company.row.symbol}).`,
    `Item ${item}. ${heading}. ${body}`,
    `Signature: pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused this report to be signed on its behalf by ${leaders.cfo.name}, ${leaders.cfo.title}.`,
    `This filing belongs to a fictional sample company and was generated for the Clearcall demo.`,
  ].join('\n\n');
  return storyRow(input, 'companyReports', {
    title: `${company.row.name} files Form 8-K: ${capitalize(heading.split(';')[0] ?? heading)}`,
    description: `Current report, Item ${item} (${heading.split(';')[0]}).`,
    content,
    source: SEC_SOURCE,
    url: filingUrl(input, '8-K'),
  });
}

/** A company report: a 10-Q or 10-K with figures from the company's model, or an 8-K. */
export function writeFiling(input: StoryInput): StoryRow {
  if (input.random.chance(0.45)) {
    const report = periodicReport(input);
    if (report) return report;
  }
  return currentReport(input);
}
