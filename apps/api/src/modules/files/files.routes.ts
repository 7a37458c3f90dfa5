// Files: POST /files (multipart upload, signed-in users) and GET /files/{id} (public files, or the
// owner's own), served with the stored type, never sniffed, PDFs as downloads.

import { storedFileSchema } from '@bazaar/contracts/identity';
import { problemSchema } from '@bazaar/contracts/problem';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
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

export const filesRoutes: FastifyPluginAsyncZod<{ service: FilesService }> = async (app, { service }) => {
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMITS.pdfBytes, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/files',
    {
      bodyLimit: FILE_LIMITS.pdfBytes + 64 * 1024,
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart field `file`): JPEG, PNG, WebP images or PDF',
        description:
          'Decided by content bytes, not by name. Images are re-encoded without metadata. Add field `public=true` for files anyone may read.',
        consumes: ['multipart/form-data'],
        response: {
          201: storedFileSchema,
          400: problemSchema,
          401: problemSchema,
          413: problemSchema,
          415: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { sub } = requireUser(request);
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { detail: 'فایل را به صورت multipart/form-data بفرستید.' });
      let upload: { fileName: string; content: Buffer } | undefined;
      let isPublic = false;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !upload) {
            upload = { fileName: part.filename, content: await part.toBuffer() };
          } else if (part.type === 'field' && part.fieldname === 'public') {
            isPublic = part.value === 'true';
          }
        }
      } catch (cause) {
        if ((cause as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', { detail: 'حجم فایل بیش از حد مجاز است.', cause });
        }
        throw cause;
      }
      if (!upload) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ field: 'body.file', code: 'required', message: 'این فیلد الزامی است' }],
        });
      }
      return reply.code(201).send(await service.upload(sub, upload, isPublic));
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary:
          'Download a file: public files for anyone, private ones for their owner (images inline, PDFs as attachments)',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'pattern' }) }),
        response: {
          200: z.any().describe('The file content, with its own content type'),
          206: z.any().describe('The requested byte range'),
          400: problemSchema,
          404: problemSchema,
          416: z.any().describe('The range lies outside the file'),
        },
      },
    },
    async (request, reply) => {
      const file = await service.readableFile(request.params.id, request.session?.sub);
      const disposition = file.mimeType === 'application/pdf' ? 'attachment' : 'inline';
      const content = Buffer.from(file.content);
      reply
        .header('content-type', file.mimeType)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      // Video players seek with byte ranges; one range per request is what they send.
      const range = parseRange(request.headers.range, content.byteLength);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${content.byteLength}`).send();
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${content.byteLength}`)
          .header('content-length', range.end - range.start + 1)
          .send(content.subarray(range.start, range.end + 1));
      }
      return reply.header('content-length', content.byteLength).send(content);
    },
  );
};
