import type { EarningTranscript, PublishedTranscript } from '@clearcall/contracts';
import { useMemo, useState } from 'react';
import { useTranscriptContent } from '../api/get-transcript-content';

/**
 * The published call being split again, with its text once loaded: `transcript` is ready for
 * the form when that call is the one selected.
 */
export function useResplitCall(selectedId: string | null) {
  const [call, setCall] = useState<PublishedTranscript | null>(null);
  const content = useTranscriptContent(
    call ? { symbol: call.symbol, quarter: call.quarter, year: call.year } : null,
  );
  const isActive = call !== null && selectedId === call._id;
  const text = content.data?.content;
  const transcript = useMemo<EarningTranscript | null>(
    () => (isActive && text !== undefined ? { ...call, content: text } : null),
    [isActive, call, text],
  );
  return {
    call,
    setCall,
    isActive,
    transcript,
    contentError: content.isError ? content.error : null,
  };
}
