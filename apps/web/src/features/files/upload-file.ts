// POST /files from its endpoint definition. The body is multipart FormData, which the generic client's
// typed inputs (made from Zod schemas) do not describe, so the call is made here with the definition's
// method, path and 201 schema; 413 and 415 come back as ApiErrors with a Persian detail.
import type { HttpClient } from '@bazaar/api-client/http';
import { filesEndpoints } from '@bazaar/contracts/files';

const { upload } = filesEndpoints;

export interface UploadOptions {
  /** Name sent with the part; the API keeps only a safe basename of it. */
  fileName?: string;
  /** Public files can be read by anyone; private ones (the default) by their owner only. */
  isPublic?: boolean;
  signal?: AbortSignal;
}

export function uploadFile(http: HttpClient, file: Blob, { fileName, isPublic = false, signal }: UploadOptions = {}) {
  const form = new FormData();
  if (isPublic) form.append('public', 'true');
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
  return http.request(upload.method, upload.path, {
    body: form,
    signal,
    parse: (data) => upload.responses[201].parse(data),
  });
}
