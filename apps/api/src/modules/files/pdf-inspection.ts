// Runs pdf-inspect.worker.mjs on one upload in a worker thread, so a crafted PDF can cost at most a
// bounded amount of memory and time and never blocks the API's event loop. At most two inspections run
// at once; later ones wait their turn.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { apiPackageRoot } from '../../shared/package-root.js';

export const PDF_INSPECTION_LIMITS = {
  /** Wall time of one inspection, worker start included. */
  timeoutMs: 10_000,
  /** Bytes that object and cross-reference streams may inflate to, all together. */
  decodedBytes: 64 * 1024 * 1024,
  /** The worker's JavaScript heap. */
  heapMb: 256,
  concurrent: 2,
} as const;

export type PdfInspection =
  | { ok: true; pages: number }
  | { ok: false; reason: 'active' | 'malformed' | 'encrypted' | 'unverifiable'; why: string };

/** The worker file lives in the source tree; found from the package root so the bundle finds it too. */
function workerFile(): string {
  return path.join(apiPackageRoot(), 'src/modules/files/pdf-inspect.worker.mjs');
}

let workerPath: string | undefined;
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= PDF_INSPECTION_LIMITS.concurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function runWorker(bytes: Buffer, timeoutMs: number): Promise<PdfInspection> {
  workerPath ??= workerFile();
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const worker = new Worker(workerPath, {
    workerData: { bytes: copy.buffer, limits: { decodedBytes: PDF_INSPECTION_LIMITS.decodedBytes } },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: PDF_INSPECTION_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  return new Promise<PdfInspection>((resolve) => {
    const finish = (result: PdfInspection) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => {});
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: 'unverifiable', why: `inspection took longer than ${timeoutMs} ms` }),
      timeoutMs,
    );
    worker.on('message', (message: PdfInspection) => finish(message));
    worker.on('error', (error) =>
      finish({ ok: false, reason: 'unverifiable', why: `worker failed: ${error.message}` }),
    );
    worker.on('exit', (code) => finish({ ok: false, reason: 'unverifiable', why: `worker exited (${code})` }));
  });
}

/** Parses the PDF structurally and looks for active content; see docs/decisions/009. */
export async function inspectPdf(bytes: Buffer, timeoutMs: number = PDF_INSPECTION_LIMITS.timeoutMs) {
  const release = await turn();
  try {
    return await runWorker(bytes, timeoutMs);
  } finally {
    release();
  }
}
