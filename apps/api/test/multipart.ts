// Builds a multipart/form-data body for app.inject, the way a browser form would send it.
import type { FastifyInstance } from 'fastify';
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----bz${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /files as a signed-in user, with the file and any form fields (`public: 'true'`). */
export function uploadFile(
  app: FastifyInstance,
  auth: Record<string, string>,
  file: { name: string; content: Buffer },
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}
