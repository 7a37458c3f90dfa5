// Typed file upload (spec section 7: POST /files). The API decides the type from the bytes; 413 and 415
// come back as problems with a Persian detail.
import { storedFileSchema } from '@bazaar/contracts/identity';
import type { HttpClient } from './http';

export interface UploadOptions {
  /** Name sent with the part; the API keeps only a safe basename of it. */
  fileName?: string;
  /** Public files can be read by anyone; private ones (the default) by their owner only. */
  isPublic?: boolean;
  signal?: AbortSignal;
}

export function createFilesApi(http: HttpClient) {
  return {
    upload: (file: Blob, { fileName, isPublic = false, signal }: UploadOptions = {}) => {
      const form = new FormData();
      if (isPublic) form.append('public', 'true');
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
      return http.post('/files', { body: form, signal, parse: (data) => storedFileSchema.parse(data) });
    },
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
