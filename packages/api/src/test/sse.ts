/**
 * Reads a Server-Sent Events body until `until` (a text to wait for, or a test of everything read so
 * far) is met. Each read races a timeout, so a stream that goes quiet fails the test instead of
 * hanging it; a stream that ends first fails too.
 */
export async function readSseUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: string | ((text: string) => boolean),
  timeoutMs = 5000,
): Promise<string> {
  const done = typeof until === 'string' ? (text: string) => text.includes(until) : until;
  const decoder = new TextDecoder();
  let text = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No such event yet; received:\n${text}`)), timeoutMs);
  });
  try {
    while (!done(text)) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) throw new Error(`The stream ended first; received:\n${text}`);
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
  }
  return text;
}
