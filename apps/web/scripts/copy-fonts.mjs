// Copies the self-hosted Vazirmatn variable font out of node_modules so next/font/local can bundle it
// (it only accepts paths relative to the calling file). Runs before `next dev` and `next build`.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const vazirmatnRoot = dirname(require.resolve('vazirmatn/package.json'));
// The Non-Latin cut (48 KB against 111 KB for the full font): Persian text is set in Vazirmatn, Latin
// letters and digits (model codes, standards, units) in the metric-matched fallback (fonts/vazirmatn.ts).
// The font is preloaded on every page and competes with the first screen's styles and scripts (issue 18).
const source = join(vazirmatnRoot, 'misc', 'Non-Latin', 'fonts', 'webfonts', 'Vazirmatn-NL[wght].woff2');

const targetDir = fileURLToPath(new URL('../src/fonts/generated/', import.meta.url));
// Renamed without the brackets: '[...]' reads as a dynamic segment / glob to bundlers and shells.
const target = join(targetDir, 'vazirmatn-variable.woff2');

mkdirSync(targetDir, { recursive: true });
copyFileSync(source, target);
console.log(`copy-fonts: ${source} → ${target}`);

// The share images (features/seo/share-image.tsx) are drawn by next/og, which reads TrueType, not WOFF2.
const boldSource = join(vazirmatnRoot, 'fonts', 'ttf', 'Vazirmatn-Bold.ttf');
copyFileSync(boldSource, join(targetDir, 'Vazirmatn-Bold.ttf'));
console.log(`copy-fonts: ${boldSource} → ${join(targetDir, 'Vazirmatn-Bold.ttf')}`);
