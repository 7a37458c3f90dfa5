// File uploads: the type is decided by the content bytes, never by the name, and confirmed by structure:
// images are decoded and re-encoded by sharp (metadata stripped, size bounded), PDFs are parsed by
// pdf-lib in a bounded worker and refused when malformed, encrypted or active (scripts, launches,
// embedded files, form submission, rich media; docs/decisions/009). Names are reduced to a safe
// basename, and every file gets a random id. Private files are owner-only.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ErrorCode } from '@bazaar/contracts/problem';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, notFound } from '../../shared/app-error.js';
import type { FilesRepo, StoredFile } from './files.repo.js';
import type { ByteRange } from './object-store.js';
import { inspectPdf, type PdfInspection } from './pdf-inspection.js';

export const FILE_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  pdfBytes: 10 * 1024 * 1024,
  /** Larger images are scaled down to this edge. */
  imageEdge: 2000,
  /** Refuse decompression bombs before decoding. */
  imagePixels: 40_000_000,
} as const;

const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['application/pdf', 'pdf'],
]);

const PDF_REFUSALS: Record<Exclude<PdfInspection, { ok: true }>['reason'], ErrorCode> = {
  active: 'FILES_PDF_ACTIVE_CONTENT',
  malformed: 'FILES_PDF_MALFORMED',
  encrypted: 'FILES_PDF_ENCRYPTED',
  unverifiable: 'FILES_PDF_UNVERIFIABLE',
};

const unsupported = () => new AppError('FILES_UNSUPPORTED_TYPE');

export function safeFileName(original: string, extension: string): string {
  const base = path.posix.basename(original.replaceAll('\\', '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 80);
  return `${stem || 'file'}.${extension}`;
}

export function createFilesService(repo: FilesRepo) {
  return {
    async upload(ownerUserId: number, original: { fileName: string; content: Buffer }, isPublic: boolean) {
      const detected = await fileTypeFromBuffer(original.content);
      const mimeType = detected?.mime;
      const extension = mimeType ? ALLOWED.get(mimeType) : undefined;
      if (!mimeType || !extension) throw unsupported();

      let content: Buffer = original.content;
      if (mimeType === 'application/pdf') {
        if (content.byteLength > FILE_LIMITS.pdfBytes) {
          throw new AppError('FILES_PDF_TOO_LARGE');
        }
        const inspection = await inspectPdf(content);
        if (!inspection.ok) {
          throw new AppError(PDF_REFUSALS[inspection.reason], {
            cause: new Error(`PDF refused (${inspection.reason}): ${inspection.why}`),
          });
        }
      } else {
        if (content.byteLength > FILE_LIMITS.imageBytes) {
          throw new AppError('FILES_IMAGE_TOO_LARGE');
        }
        try {
          const image = sharp(content, { limitInputPixels: FILE_LIMITS.imagePixels, failOn: 'error' }).rotate().resize({
            width: FILE_LIMITS.imageEdge,
            height: FILE_LIMITS.imageEdge,
            fit: 'inside',
            withoutEnlargement: true,
          });
          // Re-encoding drops EXIF, GPS and anything appended after the image data.
          content =
            mimeType === 'image/jpeg'
              ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
              : mimeType === 'image/png'
                ? await image.png().toBuffer()
                : await image.webp({ quality: 85 }).toBuffer();
        } catch (cause) {
          throw new AppError('FILES_IMAGE_INVALID', { cause });
        }
      }
      const id = randomBytes(18).toString('base64url');
      const fileName = safeFileName(original.fileName, extension);
      await repo.insertFile({ id, ownerUserId, fileName, mimeType, content, isPublic });
      return { id, fileName, mimeType, sizeBytes: content.byteLength, url: `/api/v1/files/${id}`, isPublic };
    },

    /** A file the user may read: public, or their own. */
    async readableFile(id: string, userId: number | undefined) {
      const file = await repo.findFile(id);
      if (!file || (!file.isPublic && (userId === undefined || file.ownerUserId !== userId))) {
        throw notFound('فایل مورد نظر یافت نشد.');
      }
      return file;
    },

    /** A file named by a caller whose right to it was checked elsewhere (staff reading a merchant's documents). */
    async anyFile(id: string) {
      const file = await repo.findFile(id);
      if (!file) throw notFound('فایل مورد نظر یافت نشد.');
      return file;
    },

    /** A file the user owns (for attaching it to their profile, say). */
    async ownedFile(userId: number, id: string) {
      const file = await repo.findFile(id);
      if (!file || file.ownerUserId !== userId) throw notFound('فایل مورد نظر یافت نشد.');
      return file;
    },

    /** The bytes of a file from readableFile, whole or one byte range (from the database or the bucket). */
    async content(file: StoredFile, range?: ByteRange): Promise<Buffer> {
      const bytes = await repo.readContent(file, range);
      if (!bytes) throw notFound('فایل مورد نظر یافت نشد.');
      return bytes;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
