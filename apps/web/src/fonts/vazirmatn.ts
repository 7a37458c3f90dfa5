// Vazirmatn, self-hosted from the `vazirmatn` npm package (its Non-Latin cut, copied by scripts/copy-fonts.mjs):
// Latin letters and digits fall through to the fallback below.
import localFont from 'next/font/local';

export const vazirmatn = localFont({
  src: './generated/vazirmatn-variable.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  // A metric-adjusted Arial fallback keeps line boxes the same size while the web font loads (no CLS).
  adjustFontFallback: 'Arial',
  variable: '--font-vazirmatn',
  preload: true,
});
