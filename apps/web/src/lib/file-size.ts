// A file's size as pages write it (attachments, catalogues): Persian digits, one decimal at most, in the largest fitting unit.
import { formatNumberFa } from '@bazaar/fa/digits';

/** 812 → «۸۱۲ بایت», 20480 → «۲۰ کیلوبایت», 1572864 → «۱٫۵ مگابایت». */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumberFa(bytes)} بایت`;
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes < 1024 * 1024) return `${formatNumberFa(round(bytes / 1024))} کیلوبایت`;
  return `${formatNumberFa(round(bytes / (1024 * 1024)))} مگابایت`;
}
