import { ImportTranscripts } from '../../../features/transcript-import/components/import-transcripts';

/** The admin screen that imports transcripts from files or pasted text. */
export default function ImportTranscriptsRoute() {
  return (
    <>
      <title>Import transcripts · Clearcall</title>
      <ImportTranscripts />
    </>
  );
}
