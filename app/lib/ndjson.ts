/**
 * Reads a streamed body of newline-delimited JSON (or any line protocol) line by line, as the
 * bytes arrive: each non-blank line is handed over once complete, the last one even without a
 * final newline. Characters split between network chunks (any script) are decoded whole.
 * What a line means is the caller's: the AI stream, the video lookups and the comment picker
 * each read their own events.
 */
export async function readLines(body: ReadableStream<BufferSource> | ReadableStream<Uint8Array>, onLine: (line: string) => void): Promise<void> {
  const reader = (body as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      if (line.trim()) onLine(line);
    }
  }
  if (buffer.trim()) onLine(buffer);
}
