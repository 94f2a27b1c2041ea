import type { SearchableCompany } from './company-search.repository';

/** A company with its name and tickers (its own first, then its aliases) lower-cased. */
type Entry = { company: SearchableCompany; name: string; symbols: string[] };

function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function compareText(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * An in-memory typeahead over every company: names sorted lower-cased, so names that start with
 * the text are one binary search away; symbols and names that merely contain the text are a
 * scan of short strings (about 0.1 ms at 5,000 companies).
 */
export class CompanySearchIndex {
  readonly size: number;
  private readonly entries: Entry[];

  constructor(companies: readonly SearchableCompany[]) {
    this.entries = companies
      .map((company) => ({
        company,
        name: normalize(company.name),
        symbols: [company.symbol, ...company.aliases].map((symbol) => symbol.toLowerCase()),
      }))
      .sort((a, b) => compareText(a.name, b.name) || compareText(a.company.id, b.company.id));
    this.size = this.entries.length;
  }

  /**
   * Up to `limit` companies for the text: names starting with it (alphabetical), then tickers
   * (a company's own or an alias) starting with it, then names containing it, each company once.
   */
  search(text: string, limit: number): SearchableCompany[] {
    const needle = normalize(text);
    if (needle === '' || limit <= 0) return [];
    const found: SearchableCompany[] = [];
    const seen = new Set<string>();
    const take = (entry: Entry) => {
      if (seen.has(entry.company.id)) return;
      seen.add(entry.company.id);
      found.push(entry.company);
    };

    for (let at = this.firstAtOrAfter(needle); at < this.entries.length; at += 1) {
      const entry = this.entries[at];
      if (!entry?.name.startsWith(needle) || found.length >= limit) break;
      take(entry);
    }
    for (const entry of this.entries) {
      if (found.length >= limit) return found;
      if (entry.symbols.some((symbol) => symbol.startsWith(needle))) take(entry);
    }
    for (const entry of this.entries) {
      if (found.length >= limit) return found;
      if (entry.name.includes(needle)) take(entry);
    }
    return found;
  }

  /** The position of the first name not before `needle` in sort order. */
  private firstAtOrAfter(needle: string): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const name = this.entries[middle]?.name ?? '';
      if (name < needle) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
