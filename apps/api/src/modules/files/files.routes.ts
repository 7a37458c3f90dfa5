// Files: POST /files (multipart upload, signed-in users) and GET /files/{id} (public files, or the
// owner's own), served with the stored type, never sniffed, PDFs as downloads. Each is its endpoint
// definition from the contract plus one service call (docs/decisions/012); reading the multipart parts
// and writing the bytes with their headers and ranges stay here, as HTTP.
import { filesEndpoints as endpoints } from '@bazaar/contracts/files';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { AppError } from '../../shared/app-error.js';
import { FILE_LIMITS, type FilesService } from './files.service.js';

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

/** Longest time an upload may take from its first byte to the answer. */
export const UPLOAD_TIMEOUT_MS = 30_000;

/** What a broken form means to the caller: too large (413), or malformed (400: no boundary, cut short…). */
function multipartError(cause: unknown): AppError {
  if (cause instanceof AppError) return cause;
  const { code, statusCode } = cause as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', { detail: 'حجم فایل یا تعداد بخش‌های فرم بیش از حد مجاز است.', cause });
  }
  return new AppError('BAD_REQUEST', {
    detail: 'فرم ارسالی ناقص یا نامعتبر است؛ یک فایل در فیلد «file» با multipart/form-data بفرستید.',
    cause,
  });
}

/** The `file` part (the first one) and the `public` field of a multipart upload, whatever else it holds. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { detail: 'فایل را به صورت multipart/form-data بفرستید.' });
  let upload: { fileName: string; content: Buffer } | undefined;
  let isPublic = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !upload) {
        upload = { fileName: part.filename, content: await part.toBuffer() };
      } else if (part.type === 'file') {
        // A file under another name is skipped, but its bytes must still be read, or the form stalls.
        part.file.resume();
      } else if (part.fieldname === 'public') {
        isPublic = part.value === 'true';
      }
    }
  } catch (cause) {
    throw multipartError(cause);
  }
  if (!upload) {
    throw new AppError('VALIDATION_FAILED', {
      errors: [{ field: 'body.file', code: 'required', message: 'این فیلد الزامی است' }],
    });
  }
  return { upload, isPublic };
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

export const filesRoutes: FastifyPluginAsync<{ service: FilesService }> = async (app, { service }) => {
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMITS.pdfBytes, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: true,
  });

  route(
    app,
    endpoints.upload,
    async (request, reply) => {
      const { sub } = requireUser(request);
      const { upload, isPublic } = await readUpload(request);
      return reply.code(201).send(await service.upload(sub, upload, isPublic));
    },
    // A backstop: whatever the form's shape, the caller hears back (503 problem+json) within this time.
    { bodyLimit: FILE_LIMITS.pdfBytes + 64 * 1024, handlerTimeout: UPLOAD_TIMEOUT_MS },
  );
  route(app, endpoints.download, async (request, reply) =>
    sendFile(request, reply, service, await service.readableFile(request.params.id, request.session?.sub)),
  );
};
