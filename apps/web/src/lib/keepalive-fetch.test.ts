import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('sendOnce', () => {
  it('leaves uploads, large bodies and writes past the shared allowance without keepalive', async () => {
    const answers: Array<(response: Response) => void> = [];
    const fetchMock = vi.fn().mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { sendOnce } = await import('./keepalive-fetch');
    const keepalive = () => fetchMock.mock.calls.map(([, init]) => (init as RequestInit).keepalive === true);

    void sendOnce('/x', { method: 'DELETE' });
    void sendOnce('/x', { method: 'POST', body: 'x'.repeat(40_000) });
    void sendOnce('/x', { method: 'POST', body: new FormData() });
    void sendOnce('/x', { method: 'GET' });
    expect(keepalive()).toEqual([true, false, false, false]);

    // Two writes of 12 KB fit in the 32 KB allowance together; a third does not until one has its answer.
    const twelveKb = JSON.stringify({ text: 'ی'.repeat(6_000) });
    const first = sendOnce('/x', { method: 'POST', body: twelveKb });
    void sendOnce('/x', { method: 'POST', body: twelveKb });
    void sendOnce('/x', { method: 'POST', body: twelveKb });
    expect(keepalive().slice(4)).toEqual([true, true, false]);
    answers[4]?.(new Response('{}'));
    await first;
    void sendOnce('/x', { method: 'POST', body: twelveKb });
    expect(keepalive().slice(7)).toEqual([true]);
  });
});
