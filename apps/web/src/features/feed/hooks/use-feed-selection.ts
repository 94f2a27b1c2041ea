import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/**
 * What the feed shows: with nothing chosen, the reader's own industries and followed companies;
 * chips of industries or of companies (never both) narrow it; `all` widens it to every company.
 */
export type FeedSelection =
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'industries'; ids: string[] }
  | { kind: 'companies'; ids: string[] };

const NONE: FeedSelection = { kind: 'none' };
export const COMPANY_PARAM = 'company';
const CompanyIdSchema = z.guid();

function toggleId(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/**
 * The feed's filter. `?company=` wins while present (it comes from links elsewhere in the app);
 * any chip click drops it, clears the other kind of chip and scrolls the feed back to the top.
 */
export function useFeedSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A malformed id (a mistyped or truncated link) is ignored rather than sent to the server.
  const rawCompany = searchParams.get(COMPANY_PARAM);
  const companyParam = CompanyIdSchema.safeParse(rawCompany).success ? rawCompany : null;
  const [chosen, setChosen] = useState<FeedSelection>(NONE);
  const selection: FeedSelection = companyParam
    ? { kind: 'companies', ids: [companyParam] }
    : chosen;

  const apply = (next: FeedSelection) => {
    setChosen('ids' in next && next.ids.length === 0 ? NONE : next);
    if (rawCompany !== null) {
      setSearchParams(
        (params) => {
          params.delete(COMPANY_PARAM);
          return params;
        },
        { replace: true },
      );
    }
    window.scrollTo({ top: 0 });
  };

  const toggle = (kind: 'industries' | 'companies', id: string) => {
    const ids = selection.kind === kind ? selection.ids : [];
    apply({ kind, ids: toggleId(ids, id) });
  };

  /** Drops chips that are no longer in the user's lists after an edit. */
  const keepOnly = (kind: 'industries' | 'companies', ids: readonly string[]) => {
    if (selection.kind !== kind) return;
    const kept = selection.ids.filter((id) => ids.includes(id));
    if (kept.length !== selection.ids.length) apply({ kind, ids: kept });
  };

  return {
    selection,
    companyParam,
    toggleIndustry: (id: string) => toggle('industries', id),
    toggleCompany: (id: string) => toggle('companies', id),
    clear: () => apply(NONE),
    showAll: () => apply({ kind: 'all' }),
    keepOnly,
  };
}
