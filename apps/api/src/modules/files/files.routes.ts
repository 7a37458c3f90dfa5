// GET /files/{id}: serves a stored file with its real type, never sniffed, PDFs as downloads.
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/app-error.js';
import type { FilesRepo } from './files.repo.js';

export const filesRoutes: FastifyPluginAsyncZod<{ repo: FilesRepo }> = async (app, { repo }) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a public file (images inline, PDFs as attachments)',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'pattern' }) }),
        response: {
          200: z.any().describe('The file content, with its own content type'),
          404: problemSchema,
          400: problemSchema,
        },
      },
    },
    async ({ params }, reply) => {
      const file = await repo.findFile(params.id);
      // Private files are owner-only; until sessions exist, only public files are served at all.
      if (!file?.isPublic) throw notFound('فایل مورد نظر یافت نشد.');
      const disposition = file.mimeType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.sizeBytes)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(Buffer.from(file.content));
    },
  );
};
