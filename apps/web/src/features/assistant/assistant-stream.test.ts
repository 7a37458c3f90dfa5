import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantStreamError, askStreaming } from './assistant-stream';

/** A streamed body cut at awkward places, as a network delivers it. */
function streamOf(text: string, cuts: number[]) {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    pieces.push(bytes.slice(at, cut));
    at = cut;
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('askStreaming', () => {
  it('hands each delta on as it comes and resolves with the answer, however the frames are cut', async () => {
    const frames =
      'event: delta\ndata: {"text":"شیر "}\n\n' +
      'event: delta\ndata: {"text":"توپی"}\n\n' +
      'event: answer\ndata: {"engine":"model","reply":"شیر توپی"}\n\n';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf(frames, [7, 30, 31, 60]), { status: 200 })),
    );
    const deltas: string[] = [];
    const answer = await askStreaming({ text: 'شیر توپی', engine: 'model' }, (t) => deltas.push(t));
    expect(deltas).toEqual(['شیر ', 'توپی']);
    expect(answer).toMatchObject({ engine: 'model', reply: 'شیر توپی' });
  });

  it('rejects with the status of a refusal, and on an error frame', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    await expect(askStreaming({ text: 'x' }, () => {})).rejects.toMatchObject({ status: 404 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf('event: error\ndata: {"title":"x"}\n\n', []), { status: 200 })),
    );
    await expect(askStreaming({ text: 'x' }, () => {})).rejects.toBeInstanceOf(AssistantStreamError);
  });
});
