import type { ImportHints } from '@clearcall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getServerMessage } from '../../../lib/api-client';
import { getImportJobsQueryOptions } from '../api/get-import-jobs';
import { uploadTranscript } from '../api/upload-transcript';
import { refuseFile } from '../utils/import-files';

/** Where one file of this visit stands before its job takes over. */
export type UploadPhase = 'waiting' | 'uploading' | 'accepted' | 'refused';

export type UploadRow = {
  id: string;
  fileName: string;
  /** Bytes; null for pasted text. */
  size: number | null;
  phase: UploadPhase;
  /** The share of the file sent so far, 0 to 1. */
  uploaded: number;
  jobId: string | null;
  error: string | null;
};

type Pending = { rowId: string; file: File; hints: ImportHints };

/** Two files go up at once: enough to keep the line busy without starving the job polls. */
const MAX_PARALLEL_UPLOADS = 2;

let rowCounter = 0;
function nextRowId(): string {
  rowCounter += 1;
  return `upload-${rowCounter}`;
}

function uploadFailure(fileName: string, error: unknown): string {
  return (
    getServerMessage(error) ?? `${fileName} could not be sent. Check your connection and try again.`
  );
}

/**
 * The files of this visit, newest first: each is checked in the browser, then sent (two at a
 * time) with its upload progress, and keeps the id of the job that reads it.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const pending = useRef<Pending[]>([]);
  const active = useRef(0);
  const controllers = useRef(new Set<AbortController>());

  const updateRow = useCallback((id: string, patch: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  }, []);

  const pump = useCallback(
    function pumpQueue() {
      while (active.current < MAX_PARALLEL_UPLOADS && pending.current.length > 0) {
        const next = pending.current.shift();
        if (!next) return;
        active.current += 1;
        const controller = new AbortController();
        controllers.current.add(controller);
        updateRow(next.rowId, { phase: 'uploading' });
        uploadTranscript({
          file: next.file,
          hints: next.hints,
          signal: controller.signal,
          onProgress: (share) => updateRow(next.rowId, { uploaded: share }),
        })
          .then(({ jobId }) => {
            updateRow(next.rowId, { phase: 'accepted', uploaded: 1, jobId });
            void queryClient.invalidateQueries({ queryKey: getImportJobsQueryOptions().queryKey });
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            updateRow(next.rowId, {
              phase: 'refused',
              error: uploadFailure(next.file.name, error),
            });
          })
          .finally(() => {
            controllers.current.delete(controller);
            active.current -= 1;
            pumpQueue();
          });
      }
    },
    [queryClient, updateRow],
  );

  /** Adds files: each gets a row at once, refused in the browser or queued for upload. */
  const addFiles = useCallback(
    (files: readonly File[], hints: ImportHints) => {
      const added: UploadRow[] = [];
      for (const file of files) {
        const id = nextRowId();
        const refusal = refuseFile(file);
        added.push({
          id,
          fileName: file.name,
          size: file.size,
          phase: refusal ? 'refused' : 'waiting',
          uploaded: 0,
          jobId: null,
          error: refusal,
        });
        if (!refusal) pending.current.push({ rowId: id, file, hints });
      }
      setRows((current) => [...added.reverse(), ...current]);
      pump();
    },
    [pump],
  );

  /** Adds the row of pasted text, already accepted as a job. */
  const addAcceptedText = useCallback((jobId: string, label: string) => {
    setRows((current) => [
      {
        id: nextRowId(),
        fileName: label,
        size: null,
        phase: 'accepted',
        uploaded: 1,
        jobId,
        error: null,
      },
      ...current,
    ]);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      pending.current = [];
      for (const controller of running) controller.abort();
    };
  }, []);

  return { rows, addFiles, addAcceptedText };
}
