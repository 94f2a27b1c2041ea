/**
 * The import's calls into `@clearcall/importer`, in one place: what kind of file this is, its
 * text, the call detected in it, and the company it names.
 */
import {
  detectCall,
  ImportFileError,
  matchCompany,
  readDocument,
  sniffFormat,
  type CompanyCandidate,
} from '@clearcall/importer';
import type { DetectedCall, ImportFormat, ImportPreviewSentence } from '@clearcall/contracts';
import type { Transcript } from '@clearcall/insights';
import { checkSplit } from '../publishing/publishing.engine';

export { ImportFileError };
export type { CompanyCandidate };

export type FileInput = { bytes: Uint8Array; fileName?: string; contentType?: string };

/** The kind of the file by its content, or null for one the import cannot read (415). */
export function sniffFileFormat(input: FileInput): ImportFormat | null {
  return sniffFormat(input);
}

/** The text of a file; throws ImportFileError naming the file when it cannot be read. */
export async function readFileText(
  input: FileInput,
): Promise<{ format: ImportFormat; text: string }> {
  return readDocument(input);
}

export type DetectHints = { ticker?: string; quarter?: number; year?: number; callDate?: string };

/**
 * The call the text is a transcript of (company clues, period, date, speakers, Q&A start) and
 * its parse; throws ImportFileError when it is not a transcript or not in English.
 */
export function detectTranscriptCall(
  text: string,
  options: { fileName?: string; hints: DetectHints },
): { detected: Omit<DetectedCall, 'companyId'>; transcript: Transcript } {
  return detectCall(text, options);
}

/** The stored company the detected ticker or name points at, and whether surely. */
export function matchDetectedCompany(
  detected: { ticker: string | null; companyName: string | null },
  candidates: CompanyCandidate[],
): { companyId: string; confident: boolean } | null {
  return matchCompany(detected, candidates);
}

/** The parsed sentences with their speakers, as the review screen lists them. */
export function previewSentences(transcript: Transcript): ImportPreviewSentence[] {
  return transcript.sentences.map((sentence) => {
    const turn = transcript.turns[sentence.turn];
    return {
      index: sentence.index,
      text: sentence.text,
      speaker: turn?.speaker ?? null,
      role: turn?.role ?? 'unknown',
    };
  });
}

/** What the review needs of a detected call, as plain data: it crosses from a worker. */
export type DetectedImport =
  | {
      ok: true;
      detected: Omit<DetectedCall, 'companyId'>;
      preview: ImportPreviewSentence[];
      warnings: string[];
    }
  | { ok: false; code: string; message: string };

/**
 * Detects the call in an imported text with its preview and plausibility warnings; the
 * importer's refusals (not a transcript, another language, too long) come back as data, with
 * their code, since an error crossing from a worker keeps only its message. Runs in the
 * engine's workers.
 */
export function detectImport(input: {
  text: string;
  fileName: string | null;
  hints: DetectHints;
}): DetectedImport {
  try {
    const { detected, transcript } = detectTranscriptCall(input.text, {
      ...(input.fileName ? { fileName: input.fileName } : {}),
      hints: input.hints,
    });
    return {
      ok: true,
      detected,
      preview: previewSentences(transcript),
      warnings: checkSplit(transcript).warnings,
    };
  } catch (error) {
    if (error instanceof ImportFileError) {
      return { ok: false, code: error.code, message: error.message };
    }
    throw error;
  }
}
