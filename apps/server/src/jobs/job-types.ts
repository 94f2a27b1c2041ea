/** The background jobs of the app, each with the data it carries. */
export type JobPayloads = {
  /** A story was published: notify every follower of its company. */
  'story.published': { storyId: string };
  /**
   * Someone asked for a password reset link for this (normalized) address. The job, not the
   * request, looks the account up, so known and unknown addresses cost the request the same.
   */
  'password-reset.requested': { email: string; ipAddress: string | null };
  /** A transcript was uploaded or pasted: read it, detect its call, then review or publish. */
  'transcript-import.read': { importJobId: string };
  /**
   * Publish a call through the pipeline: an import an admin confirmed (into the transcript and
   * story it replaces, if any) or a reprocess of a published call.
   */
  'transcript-import.publish': {
    importJobId: string;
    kind: 'import' | 'reprocess';
    transcriptId: string | null;
    storyId: string | null;
  };
};

export type JobName = keyof JobPayloads;

/** Runs one job; a thrown error makes the queue retry it later. */
export type JobHandler<N extends JobName> = (data: JobPayloads[N]) => Promise<void>;

/** What modules see of the job queue: enqueue a job, or run the jobs of one name. */
export type JobQueue = {
  /** Stores the job durably and wakes this process's worker for it; resolves with the job id. */
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<string>;
  /** Runs `handler` for every job of `name` (once per process, at registration). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** Whether the queue has started and not stopped (for the health check). */
  isRunning(): boolean;
};
