/** The fiscal quarter and year a call reports on, found from how often each is named. */
export type CallPeriod = { quarter: number | null; year: number | null };

/** The period one figure refers to. */
export type FigurePeriod =
  | { kind: 'quarter'; quarter: number; year: number | null }
  | { kind: 'year'; year: number | null }
  | { kind: 'unknown' };

const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };
const QUARTER =
  /\b(?:(first|second|third|fourth)[- ](?:fiscal[- ])?quarter|q([1-4])|([1-4])q)\b(?:\s+(?:of\s+)?(?:fiscal\s+|fy\s?)?'?(20\d\d|\d\d)\b)?/gi;
const QUARTER_HINT = /quarter|q[1-4]|[1-4]q/i;
const FUTURE =
  /\b(?:expect\w*|outlook|guidance|anticipat\w*|forecast\w*|going forward|look(?:ing)? ahead)\b/i;
const PRIOR_LEAD =
  /(?:last year's|prior[- ]year|prior|previous|next|last|versus|compared to|than|since|from)\s+(?:the\s+|our\s+)?$/;
const YEAR =
  /\b(?:fiscal(?: year)?|fy|full[- ]year|calendar(?: year)?)\s*'?(20\d\d|\d\d)\b|\b(20[12]\d)\b/gi;
const FULL_YEAR =
  /\b(?:full[- ]year|fiscal(?: year)? (?:20)?\d\d|fiscal year|fy ?'?\d\d|for (?:the )?(?:fiscal )?(?:year|20\d\d)|annual|year[- ]end|for 20\d\d|(?:first|last) (?:six|nine) months|year[- ]to[- ]date|ytd|first half|second half)\b/i;

function toYear(raw: string | undefined): number | null {
  if (!raw) return null;
  const n = Number(raw);
  return raw.length === 2 ? 2000 + n : n;
}

/** Quarter numbers named in a sentence, in order. */
export function quartersIn(text: string): { quarter: number; year: number | null; at: number }[] {
  const out: { quarter: number; year: number | null; at: number }[] = [];
  // Most sentences name no quarter; this plain scan is much cheaper than the full pattern.
  if (!QUARTER_HINT.test(text)) return out;
  for (const match of text.matchAll(QUARTER)) {
    const quarter = match[1] ? ORDINAL[match[1].toLowerCase()] : Number(match[2] ?? match[3]);
    if (quarter) out.push({ quarter, year: toYear(match[4]), at: match.index ?? 0 });
  }
  return out;
}

/** Finds the quarter and fiscal year the call is about; the opening remarks count double. */
export function detectCallPeriod(sentences: readonly string[]): CallPeriod {
  const quarterVotes = [0, 0, 0, 0, 0];
  const yearVotes = new Map<number, number>();
  const hits: { quarter: number; year: number | null; weight: number }[] = [];
  const opening = Math.max(10, Math.floor(sentences.length * 0.3));
  sentences.forEach((text, i) => {
    // The call names its own quarter when it introduces the results being discussed.
    const announces =
      i < opening &&
      /\b(?:results|earnings (?:call|conference)|conference call|earnings release)\b/i.test(text);
    const weight = (i < opening ? 2 : 1) * (announces && i < opening ? 3 : 1);
    // Outlook sentences name the quarters ahead, not the one reported.
    const isOutlook = FUTURE.test(text);
    for (const hit of isOutlook ? [] : quartersIn(text)) {
      const lead = text.slice(Math.max(0, hit.at - 24), hit.at).toLowerCase();
      if (PRIOR_LEAD.test(lead)) continue;
      hits.push({ quarter: hit.quarter, year: hit.year, weight });
    }
    for (const match of text.matchAll(YEAR)) {
      const year = toYear(match[1] ?? match[2]);
      if (year !== null && year >= 2000 && year <= 2100)
        yearVotes.set(year, (yearVotes.get(year) ?? 0) + weight);
    }
  });
  // A quarter named with an older year ("fourth quarter of 2019") is a comparison.
  const latest = Math.max(0, ...hits.map((hit) => hit.year ?? 0));
  for (const hit of hits) {
    if (hit.year !== null && hit.year < latest) continue;
    quarterVotes[hit.quarter] = (quarterVotes[hit.quarter] ?? 0) + hit.weight;
  }
  let quarter: number | null = null;
  for (let q = 1; q <= 4; q++) {
    if (
      (quarterVotes[q] ?? 0) > 0 &&
      (quarter === null || (quarterVotes[q] ?? 0) > (quarterVotes[quarter] ?? 0))
    )
      quarter = q;
  }
  let year: number | null = null;
  let best = 0;
  for (const [y, votes] of yearVotes) {
    if (votes > best || (votes === best && year !== null && y > year)) {
      year = y;
      best = votes;
    }
  }
  return { quarter, year };
}

/** Decides whether a sentence talks about a quarter or a full year, defaulting to the call's quarter. */
export function periodOf(text: string, call: CallPeriod): FigurePeriod {
  const quarters = quartersIn(text);
  const first = quarters[0];
  const fullYear = FULL_YEAR.exec(text);
  if (first && (!fullYear || first.at < (fullYear.index ?? 0))) {
    return { kind: 'quarter', quarter: first.quarter, year: first.year ?? call.year };
  }
  if (fullYear) {
    // The latest year named is the one the figure is for ("2022, up from 2021").
    let year: number | null = null;
    for (const match of text.matchAll(
      /\b(?:fiscal(?: year)?|fy)\s*'?(20\d\d|\d\d)\b|\b(20[12]\d)\b/gi,
    )) {
      const found = toYear(match[1] ?? match[2]);
      if (found !== null && (year === null || found > year)) year = found;
    }
    return { kind: 'year', year };
  }
  if (/\b(?:the|this) quarter\b|\bquarterly\b|\bqtrly\b/i.test(text) && call.quarter !== null) {
    return { kind: 'quarter', quarter: call.quarter, year: call.year };
  }
  return { kind: 'unknown' };
}

/** The reported period of a parsed call, read from its prepared remarks when it has them. */
export function callPeriodOf(transcript: {
  sentences: readonly { text: string; section: string }[];
}): CallPeriod {
  const remarks = transcript.sentences.filter((s) => s.section === 'remarks');
  return detectCallPeriod((remarks.length > 0 ? remarks : transcript.sentences).map((s) => s.text));
}
