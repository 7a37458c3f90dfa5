// The model engine's streamed turn, read with fetch alone (no contract schemas), so the assistant's pages
// load no validation code before a buyer asks; the other calls are in assistant-browser-api, loaded at first use.
import type { AssistantAnswer, AssistantAskBody } from '@bazaar/contracts/assistant';

/** Thrown by `askStreaming` for an answer that is not a stream (a refusal): its HTTP status. */
export class AssistantStreamError extends Error {
  constructor(readonly status: number) {
    super(`assistant stream answered ${status}`);
  }
}

/**
 * One turn through POST /assistant/messages/stream: `onDelta` gets the model's words as they arrive, the
 * promise the whole answer. Frames are `event: …\ndata: {json}` blocks separated by blank lines.
 */
export async function askStreaming(
  body: AssistantAskBody,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<AssistantAnswer> {
  const response = await fetch('/api/v1/assistant/messages/stream', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) throw new AssistantStreamError(response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (event && data) {
        const parsed = JSON.parse(data) as unknown;
        if (event === 'delta') onDelta((parsed as { text: string }).text);
        else if (event === 'answer') return parsed as AssistantAnswer;
        else if (event === 'error') throw new AssistantStreamError(500);
      }
      end = buffer.indexOf('\n\n');
    }
    if (done) throw new AssistantStreamError(500);
  }
}
