import { describe, expect, it } from 'vitest';
import { videoClock, videoLengthInWords } from './video-duration';

describe('video length', () => {
  it('shows minutes and zero-padded seconds in Persian digits', () => {
    expect(videoClock(12)).toBe('۰:۱۲');
    expect(videoClock(65)).toBe('۱:۰۵');
    expect(videoClock(600)).toBe('۱۰:۰۰');
  });

  it('reads naturally in words', () => {
    expect(videoLengthInWords(12)).toBe('۱۲ ثانیه');
    expect(videoLengthInWords(65)).toBe('۱ دقیقه و ۵ ثانیه');
    expect(videoLengthInWords(120)).toBe('۲ دقیقه');
    expect(videoLengthInWords(0)).toBe('۰ ثانیه');
  });
});
