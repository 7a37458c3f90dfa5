// Sending a stored file over HTTP, with its type (never sniffed), caching, download name and byte ranges:
// used by the files routes and by every module that serves a file of its own (catalogues, attachments).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FilesService } from './files.service.js';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else is ignored (the whole file is sent). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

type StoredFile = Awaited<ReturnType<FilesService['readableFile']>>;

/** Only the requested bytes are read (from the database or the bucket), never the whole file for a range. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, service: FilesService, file: StoredFile) {
  const disposition = file.mimeType === 'application/pdf' ? 'attachment' : 'inline';
  const size = file.sizeBytes;
  reply
    .header('content-type', file.mimeType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  // Video players seek with byte ranges; one range per request is what they send.
  const range = parseRange(request.headers.range, size);
  const content = range === 'unsatisfiable' ? undefined : await service.content(file, range);
  if (range === 'unsatisfiable' || !content) {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', content.byteLength)
      .send(content);
  }
  return reply.header('content-length', content.byteLength).send(content);
}
