// Decision 115: one labelling convention for a rolling bearing's code in every part of the assistant's evaluation
// sets (issue 36). A need filed under a bearing category («بلبرینگ و رولبرینگ» and its kinds) whose text says a series
// code states the bore that code encodes (ISO 15: the last two digits × 5 from 04; 00–03 are 10, 12, 15, 17 mm), so
// its expected filters carry that bore as the buyer's own value. Decision 113's batch was written this way; the older
// parts had labelled some codes without it. Applied to every part by this rule alone, never by a score: a need that
// already states a bore keeps it (a differing one is printed), a text with no code or two codes is left as it is.
// Run: node scripts/label-bearing-codes.mjs [--write] — without --write it only counts. Held-out needs are counted, not
// printed, so running it reads none of them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = 'apps/api/src/modules/assistant';
const BEARINGS = new Set([
  'بلبرینگ و رولبرینگ',
  'بلبرینگ شیار عمیق',
  'رولبرینگ مخروطی',
  'رولبرینگ بشکه‌ای',
  'یاتاقان پیلوبلاک',
]);
// A number followed by one of these is an amount, a speed or a size, not a code.
const UNIT_AFTER =
  /^\s*(?:دور|rpm|کیلو|kw|وات|w\b|میل|mm|متر|m\b|سانت|نیوتن|n\b|عدد|تا\b|ریال|تومان|هزار|میلیون|کیلوگرم|kg|سال|ساعت|درجه|اینچ|بار|°)/i;

const foldDigits = (s) =>
  s.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));

/** The bores of the series codes a text says: 4–5 digits alone, or 3–4 after an insert unit's letters (UCP 208). */
export function boresOfCodes(text) {
  const t = foldDigits(text);
  const bores = [];
  const re = /(?:\bUC[A-Z]{0,2}\s?(\d{3,4})\b)|(?<![\d./-])([1-9]\d{3,4})(?![\d./])/gi;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    const code = m[1] ?? m[2];
    if (!m[1] && UNIT_AFTER.test(t.slice(m.index + m[0].length))) continue;
    const last = Number(code.slice(-2));
    bores.push(last >= 4 ? last * 5 : [10, 12, 15, 17][last]);
  }
  return bores;
}

const write = process.argv.includes('--write');
for (const file of readdirSync(DIR).filter((f) => /^evaluation-.*\.json$/.test(f))) {
  const heldout = file.includes('heldout');
  const lines = readFileSync(path.join(DIR, file), 'utf8').split('\n');
  let added = 0;
  let differing = 0;
  const out = lines.map((line) => {
    const trimmed = line.trim().replace(/,$/, '');
    if (!trimmed.startsWith('{') || !trimmed.includes('"text"')) return line;
    const need = JSON.parse(trimmed);
    if (!BEARINGS.has(need.category)) return line;
    const bores = boresOfCodes(need.text);
    if (bores.length !== 1) return line;
    const stated = need.filters?.bore_diameter;
    if (stated !== undefined) {
      if (stated !== bores[0]) {
        differing++;
        if (!heldout) console.log(`${file}: keeps its stated bore ${JSON.stringify(stated)}: ${need.text}`);
      }
      return line;
    }
    added++;
    if (!heldout) console.log(`${file}: + bore_diameter ${bores[0]}: ${need.text}`);
    const at = line.indexOf('{', line.indexOf('"filters"'));
    const spaced = line.includes('": ');
    const entry = `"bore_diameter":${spaced ? ' ' : ''}${bores[0]}`;
    const rest = line.slice(at + 1).trimStart();
    return rest.startsWith('}')
      ? `${line.slice(0, at + 1)}${entry}${line.slice(at + 1)}`
      : `${line.slice(0, at + 1)}${spaced && line[at + 1] === ' ' ? ' ' : ''}${entry},${spaced ? ' ' : ''}${line.slice(at + 1).trimStart()}`;
  });
  if (added || differing)
    console.log(`${file}: ${added} labelled with the bore their code encodes, ${differing} state another bore`);
  if (write && added) writeFileSync(path.join(DIR, file), out.join('\n'));
}
