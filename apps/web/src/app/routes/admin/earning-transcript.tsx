import { EarningTranscriptForm } from '../../../features/admin-transcripts/components/earning-transcript-form';

/** The earnings transcript admin screen. */
export default function EarningTranscriptRoute() {
  return (
    <>
      <title>Earning Transcripts · Clearcall</title>
      <EarningTranscriptForm />
    </>
  );
}
