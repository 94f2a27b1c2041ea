import { industryForSicCode, type IndustryId } from '@clearcall/contracts';
import type { companies } from '@clearcall/server/db/schema';
import { thousands } from './format';
import { INDUSTRY_PROFILES, type IndustryProfile, type SubIndustry } from './industry-profiles';
import { createRandom, stableUuid, type Random } from './random';
import { CITIES, NAME_PREFIXES, NAME_SUFFIXES } from './word-lists';

export type CompanyRow = Omit<typeof companies.$inferInsert, 'id' | 'createdAt'> & {
  id: string;
  industryId: IndustryId;
};

/** A generated company: its database row plus what the other generators need to know about it. */
export type DemoCompany = {
  index: number;
  row: CompanyRow;
  profile: IndustryProfile;
  sub: SubIndustry;
  slug: string;
  city: string;
  employees: number;
  /** The size the financial model starts from, in $ millions of annual revenue. */
  annualRevenueMillions: number;
};

/** Splits `total` companies over the industries by weight, honouring each minimum when it can. */
export function allocateIndustries(total: number): Map<IndustryId, number> {
  const totalWeight = INDUSTRY_PROFILES.reduce((sum, profile) => sum + profile.weight, 0);
  const floorShare = Math.floor(total / INDUSTRY_PROFILES.length);
  const counts = INDUSTRY_PROFILES.map((profile) => {
    const ideal = (total * profile.weight) / totalWeight;
    const count = Math.max(Math.floor(ideal), Math.min(profile.minimum, floorShare));
    return { id: profile.id, count, remainder: ideal - Math.floor(ideal) };
  });
  let assigned = counts.reduce((sum, entry) => sum + entry.count, 0);
  const byRemainder = [...counts].sort((a, b) => b.remainder - a.remainder);
  for (let index = 0; assigned < total; index += 1) {
    const entry = byRemainder[index % byRemainder.length];
    if (entry) entry.count += 1;
    assigned += 1;
  }
  const bySize = [...counts].sort((a, b) => b.count - a.count);
  for (let index = 0; assigned > total; index += 1) {
    const entry = bySize[index % bySize.length];
    if (entry && entry.count > 1) {
      entry.count -= 1;
      assigned -= 1;
    }
  }
  return new Map(counts.map((entry) => [entry.id, entry.count]));
}

/** Lower-case, hyphenated form of a name for URLs ("Northwind Freight Systems" -> "northwind-freight-systems"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function composeName(random: Random, sub: SubIndustry): string {
  const prefix = random.pick(NAME_PREFIXES);
  const form = random.weighted([
    ['noun', 6],
    ['noun-suffix', 3],
    ['suffix', 1],
  ] as const);
  if (form === 'suffix') return `${prefix} ${random.pick(NAME_SUFFIXES)}`;
  const noun = random.pick(sub.nouns);
  return form === 'noun' ? `${prefix} ${noun}` : `${prefix} ${noun} ${random.pick(NAME_SUFFIXES)}`;
}

const CORPORATE_WORDS = new Set(
  NAME_SUFFIXES.map((suffix) => suffix.replace('.', '').toUpperCase()),
);

/** Ticker candidates in order of preference: initials first, then letters of the first word. */
function symbolCandidates(name: string, random: Random): string[] {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(' ')
    .filter((word) => word.length > 0 && !CORPORATE_WORDS.has(word));
  const first = words[0] ?? 'X';
  const initials = words.map((word) => word[0]).join('');
  // Three letters and more read as tickers and rarely clash with well-known two-letter ones.
  const candidates = [
    initials.length >= 3 ? initials.slice(0, 4) : '',
    first.slice(0, 4),
    first.slice(0, 3) + (words[1]?.[0] ?? ''),
    first.slice(0, 2) + (words[1]?.slice(0, 2) ?? ''),
    first.slice(0, 5),
    first[0] +
      first
        .slice(1)
        .replace(/[AEIOU]/g, '')
        .slice(0, 3),
  ];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const length = random.int(3, 5);
    let symbol = first[0] ?? 'X';
    while (symbol.length < length) symbol += String.fromCharCode(65 + random.int(0, 25));
    candidates.push(symbol);
  }
  return candidates.filter((symbol) => /^[A-Z]{2,5}$/.test(symbol) && !symbol.includes('WHITE'));
}

function describe(
  random: Random,
  name: string,
  sub: SubIndustry,
  city: string,
  employees: number,
): string {
  const closing = random.pick([
    'Every figure, filing and call shown for it is generated sample data.',
    'Its financial results, news and filings in this demo are generated sample data.',
    'All of its results and events here are generated for demonstration only.',
  ]);
  const size = thousands(employees);
  return `${name} is a fictional sample company that ${sub.activity}. ${random.pick(sub.details)} Headquartered in ${city}, it employs about ${size} people. ${closing}`;
}

function socialLinks(random: Random, slug: string): CompanyRow['social'] {
  const social: NonNullable<CompanyRow['social']> = {};
  if (random.chance(0.7)) social.linkedin = `https://linkedin.example/company/${slug}`;
  if (random.chance(0.5)) social.twitter = `https://twitter.example/${slug}`;
  if (random.chance(0.3)) social.youtube = `https://youtube.example/@${slug}`;
  if (random.chance(0.2)) social.facebook = `https://facebook.example/${slug}`;
  return social;
}

/** Generates `count` fictional companies covering all ten industries; pure and deterministic. */
export function generateCompanies(seed: number, count: number): DemoCompany[] {
  const random = createRandom(seed, 'companies');
  const allocation = allocateIndustries(count);
  const order = random.shuffle(
    INDUSTRY_PROFILES.flatMap((profile) =>
      Array.from({ length: allocation.get(profile.id) ?? 0 }, () => profile),
    ),
  );
  const names = new Set<string>();
  const symbols = new Set<string>();

  return order.map((profile, index) => {
    const local = createRandom(seed, 'company', index);
    const sub = local.pick(profile.subIndustries);
    let name = composeName(local, sub);
    for (let attempt = 0; names.has(name.toLowerCase()); attempt += 1) {
      name = attempt < 50 ? composeName(local, sub) : `${composeName(local, sub)} ${attempt}`;
    }
    names.add(name.toLowerCase());
    const symbol = symbolCandidates(name, local).find((candidate) => !symbols.has(candidate));
    if (!symbol) throw new Error(`Could not find a free ticker symbol for ${name}`);
    symbols.add(symbol);

    const industry = industryForSicCode(sub.sic);
    if (industry?.id !== profile.id) {
      throw new Error(`SIC code ${sub.sic} does not belong to industry ${profile.id}`);
    }
    const [low, high] = profile.annualRevenueMillions;
    const annualRevenueMillions = Math.round(low * Math.pow(high / low, local.next()));
    const employees =
      Math.round(annualRevenueMillions / local.float(0.22, 0.6) / 10) * 10 + local.int(0, 9);
    const slug = slugify(name);
    const city = local.pick(CITIES);
    const isWhite = local.chance(0.15);
    return {
      index,
      profile,
      sub,
      slug,
      city,
      employees,
      annualRevenueMillions,
      row: {
        id: stableUuid(seed, 'company', index),
        name,
        symbol,
        sicCode: sub.sic,
        industryId: industry.id,
        description: describe(local, name, sub, city, employees),
        website: `https://${slug}.example`,
        logoUrl: `/api/logos/${symbol}${isWhite ? '-WHITE' : ''}.svg`,
        social: socialLinks(local, slug),
        isSample: true,
      },
    };
  });
}

/**
 * Picks the companies that get earnings calls: one per industry first, so every industry has
 * transcripts, then the rest in generation order.
 */
export function selectTranscriptCompanies(
  all: readonly DemoCompany[],
  count: number,
): DemoCompany[] {
  const chosen: DemoCompany[] = [];
  const seen = new Set<string>();
  for (const company of all) {
    if (chosen.length >= count) break;
    if (!seen.has(company.row.industryId)) {
      seen.add(company.row.industryId);
      chosen.push(company);
    }
  }
  for (const company of all) {
    if (chosen.length >= count) break;
    if (!chosen.includes(company)) chosen.push(company);
  }
  return chosen.sort((a, b) => a.index - b.index);
}
