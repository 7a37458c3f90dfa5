// A clip's length as a clock ('۱:۰۵') and in words for screen readers ('۱ دقیقه و ۵ ثانیه').
import { toPersianDigits } from '@bazaar/fa/digits';

export function videoClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return toPersianDigits(`${minutes}:${String(seconds % 60).padStart(2, '0')}`);
}

export function videoLengthInWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [minutes > 0 ? `${minutes} دقیقه` : null, rest > 0 || minutes === 0 ? `${rest} ثانیه` : null];
  return toPersianDigits(parts.filter(Boolean).join(' و '));
}
