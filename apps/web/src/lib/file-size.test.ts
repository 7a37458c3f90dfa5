import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file sizes in Persian', () => {
  it('writes bytes, kilobytes and megabytes with Persian digits and the Persian decimal sign', () => {
    expect(formatFileSize(812)).toBe('۸۱۲ بایت');
    expect(formatFileSize(20 * 1024)).toBe('۲۰ کیلوبایت');
    expect(formatFileSize(1536)).toBe('۱٫۵ کیلوبایت');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('۱٫۵ مگابایت');
  });
});
