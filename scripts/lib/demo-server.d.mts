export declare function freePort(): Promise<number>;

export declare function waitForHealth(
  url: string,
  options: {
    hasExited: () => boolean;
    describe?: () => string;
    timeoutMs: number;
    pollMs: number;
  },
): Promise<void>;

export declare function startDemoServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  echo?: boolean;
  timeoutMs?: number;
  pollMs?: number;
}): Promise<{ url: string; stop: () => Promise<void> }>;
