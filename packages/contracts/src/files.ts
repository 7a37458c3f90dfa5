// File calls (spec section 7): a multipart upload and the download of a stored file. Both answer with
// something the generic client cannot make or read as JSON: the web posts FormData with the definition's
// path and 201 schema (apps/web/src/features/files), and links to downloads by URL.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { fileIdSchema, storedFileSchema } from './identity';
import { problemSchema } from './problem';

export { type StoredFileInfo, storedFileSchema } from './identity';

export const fileIdParamSchema = z.object({ id: fileIdSchema });

const tags = ['files'] as const;

/** What a call that streams a stored file answers (GET /files/{id}, a product's catalogue). */
export const fileDownloadResponses = {
  200: z.any().describe('The file content, with its own content type'),
  206: z.any().describe('The requested byte range'),
  400: problemSchema,
  404: problemSchema,
  416: z.any().describe('The range lies outside the file'),
};

export const filesEndpoints = {
  /** Multipart: field `file`, and `public=true` for files anyone may read. 413 and 415 with a Persian detail. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/files',
    summary: 'Upload one file (multipart field `file`): JPEG, PNG, WebP images or PDF',
    description:
      'Decided by content bytes, not by name. Images are re-encoded without metadata. Add field `public=true` for files anyone may read.',
    tags,
    access: 'user',
    consumes: ['multipart/form-data'],
    responses: {
      201: storedFileSchema,
      400: problemSchema,
      401: problemSchema,
      413: problemSchema,
      415: problemSchema,
    },
  }),
  /** The bytes with their stored type (not JSON): pages link to it, the generic client does not call it. */
  download: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    summary:
      'Download a file: public files for anyone, private ones for their owner (images inline, PDFs as attachments)',
    tags,
    access: 'owner',
    object: 'privateFile',
    signInOptional: true,
    params: fileIdParamSchema,
    produces: '*/*',
    responses: fileDownloadResponses,
  }),
};
