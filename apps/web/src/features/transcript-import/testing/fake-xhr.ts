import { vi } from 'vitest';

type ProgressHandler = ((event: ProgressEvent) => void) | null;

/** An XMLHttpRequest the test drives by hand: it reports upload progress and answers on cue. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.onabort?.();
  }

  /** Reports that `loaded` of `total` bytes are sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest for one test; the requests sent are in `FakeXhr.sent`. */
export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
