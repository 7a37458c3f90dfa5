// Files: POST /files (multipart upload, signed-in users) and GET /files/{id} (public files, or the
// owner's own), served with the stored type, never sniffed, PDFs as downloads. Each is its endpoint
// definition from the contract plus one service call (docs/decisions/012); reading the multipart parts
// and writing the bytes with their headers and ranges stay here, as HTTP.
import { filesEndpoints as endpoints } from '@bazaar/contracts/files';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { AppError } from '../../shared/app-error.js';
import { FILE_LIMITS, type FilesService } from './files.service.js';
import { sendFile } from './send-file.js';

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
