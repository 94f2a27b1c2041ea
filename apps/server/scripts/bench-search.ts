// `npm run bench:search`: prints how long the company typeahead takes to answer at 5,000
// companies (median and p99), for prefixes, tickers, contained text and text nobody has.
import { randomUUID } from 'node:crypto';
import { CompanySearchIndex } from '../src/modules/company-search/company-search-index';

const COMPANIES = 5_000;
const ROUNDS = 2_000;
const WORDS = ['Global', 'Apex', 'Summit', 'River', 'Pioneer', 'Harbor', 'Quantum', 'Cedar'];
const QUERIES = ['g', 'apex', 'holdings 4', 'zzz', 'er h', 'summit river', 's12'];

const index = new CompanySearchIndex(
  Array.from({ length: COMPANIES }, (_, position) => ({
    id: randomUUID(),
    name: `${WORDS[position % 8]} ${WORDS[(position * 7) % 8]} Holdings ${position}`,
    symbol: `S${position}`,
    logoUrl: null,
    aliases: position % 10 === 0 ? [`S${position}B`] : [],
  })),
);

// Warm up, so the figures are those of optimised code.
for (let round = 0; round < 200; round += 1) for (const query of QUERIES) index.search(query, 10);

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const query of QUERIES) {
    const started = performance.now();
    index.search(query, 10);
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
const at = (share: number) =>
  timings[Math.min(timings.length - 1, Math.floor(timings.length * share))] ?? 0;
console.log(
  `company search at ${COMPANIES.toLocaleString('en')} companies, ${timings.length.toLocaleString('en')} searches: ` +
    `median ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms (target: p99 under 5 ms)`,
);
