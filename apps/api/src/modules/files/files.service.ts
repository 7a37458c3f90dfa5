// File uploads: the type is decided by the content bytes, never by the name; images are re-encoded
// (metadata stripped, size bounded), PDFs carrying scripts or embedded files are refused, names are
// reduced to a safe basename, and every file gets a random id. Private files are owner-only.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, notFound } from '../../shared/app-error.js';
import type { FilesRepo } from './files.repo.js';

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

/** PDF features that run code or smuggle files. */
const PDF_ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/;

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', { detail: 'فقط تصویر JPEG، PNG یا WebP و فایل PDF پذیرفته می‌شود.' });

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
          throw new AppError('PAYLOAD_TOO_LARGE', { detail: 'حجم فایل PDF حداکثر ۱۰ مگابایت است.' });
        }
        if (PDF_ACTIVE_CONTENT.test(content.toString('latin1'))) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
            detail: 'فایل‌های PDF دارای اسکریپت یا فایل پیوست پذیرفته نمی‌شوند.',
          });
        }
      } else {
        if (content.byteLength > FILE_LIMITS.imageBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', { detail: 'حجم تصویر حداکثر ۵ مگابایت است.' });
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
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
            detail: 'تصویر خراب است یا ابعاد آن بیش از حد مجاز است.',
            cause,
          });
        }
      }
      const id = randomBytes(18).toString('base64url');
      const fileName = safeFileName(original.fileName, extension);
      await repo.insertFile({ id, ownerUserId, fileName, mimeType, sizeBytes: content.byteLength, content, isPublic });
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

    /** A file the user owns (for attaching it to their profile, say). */
    async ownedFile(userId: number, id: string) {
      const file = await repo.findFile(id);
      if (!file || file.ownerUserId !== userId) throw notFound('فایل مورد نظر یافت نشد.');
      return file;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
