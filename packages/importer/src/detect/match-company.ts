/** A company the detected clues may belong to. */
export type CompanyCandidate = { id: string; name: string; symbol: string; aliases: string[] };

const SUFFIXES = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'companies',
  'ltd',
  'limited',
  'plc',
  'llc',
  'lp',
  'sa',
  'nv',
  'ag',
  'se',
  'the',
  'holdings',
  'holding',
  'group',
  'trust',
]);

/** A company name reduced to the words that tell it: no case, punctuation or legal suffix. */
export function normalizeCompanyName(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]s\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '');
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  while (words.length > 1 && words[0] === 'the') words.shift();
  return words.join(' ');
}

/**
 * The company detected clues point to: a ticker (the symbol or an alias) or a name equal to a
 * company's name or alias once legal suffixes are set aside are confident; a name that only starts
 * like one company's name is a guess, and so is anything matching several companies.
 */
export function matchCompany(
  detected: { ticker: string | null; companyName: string | null },
  companies: CompanyCandidate[],
): { companyId: string; confident: boolean } | null {
  const ticker = detected.ticker?.trim().toUpperCase() ?? '';
  if (ticker !== '') {
    const bySymbol = companies.filter((company) => company.symbol.toUpperCase() === ticker);
    const byAlias = companies.filter((company) =>
      company.aliases.some((alias) => alias.trim().toUpperCase() === ticker),
    );
    const found = bySymbol.length > 0 ? bySymbol : byAlias;
    if (found.length === 1 && found[0]) return { companyId: found[0].id, confident: true };
  }
  const name = normalizeCompanyName(detected.companyName ?? '');
  if (name === '') return null;
  const names = (company: CompanyCandidate): string[] =>
    [company.name, ...company.aliases].map(normalizeCompanyName).filter((value) => value !== '');
  const exact = companies.filter((company) => names(company).includes(name));
  if (exact.length === 1 && exact[0]) return { companyId: exact[0].id, confident: true };
  if (exact[0]) return { companyId: exact[0].id, confident: false };
  const partial = companies.filter((company) =>
    names(company).some(
      (known) =>
        known.length >= 3 && (name.startsWith(`${known} `) || known.startsWith(`${name} `)),
    ),
  );
  if (partial[0]) return { companyId: partial[0].id, confident: false };
  return null;
}
