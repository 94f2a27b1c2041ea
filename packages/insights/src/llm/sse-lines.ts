/** Reads a byte stream of server-sent events and yields each `data:` payload. */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line.startsWith('data:')) yield line.slice(5).trim();
        newline = buffer.indexOf('\n');
      }
    }
    const rest = buffer.trim();
    if (rest.startsWith('data:')) yield rest.slice(5).trim();
  } finally {
    reader.releaseLock();
  }
}

/** Pulls the text delta out of one OpenAI-compatible streaming chunk, or null if it has none. */
export function deltaOf(payload: string): string | null {
  const parsed: unknown = JSON.parse(payload);
  if (typeof parsed !== 'object' || parsed === null || !('choices' in parsed)) return null;
  const choices = (parsed as { choices: unknown }).choices;
  if (!Array.isArray(choices) || choices.length === 0) return null;
  const first: unknown = choices[0];
  if (typeof first !== 'object' || first === null || !('delta' in first)) return null;
  const delta = (first as { delta: unknown }).delta;
  if (typeof delta !== 'object' || delta === null || !('content' in delta)) return null;
  const content = (delta as { content: unknown }).content;
  return typeof content === 'string' ? content : null;
}
