// Decision 124: one labelling convention for each of three cases the parts of the assistant's evaluation sets disagreed
// on (issue 36), decided from the catalog (what the property means), applied to every part alike by these rules alone,
// never by a score, as decision 115 did for bearing codes:
// 1. welder — «حداکثر جریان جوشکاری» is a welder's rated maximum current; a buyer's «۳۵۰ آمپر» asks for a machine
//    that reaches at least that, so a need filed under «دستگاه جوش» states it as {min: n}, never the bare value (the
//    issue: «a rated maximum still reads as a lower bound»).
// 2. sling — «تسمه» (باربرداری / باربری) said without the category's full name «اسلینگ و تسمه» is the flat webbing
//    sling (the option «تسمه‌ای تخت»; the other kinds are named round, wire rope, chain): such a need states
//    sling_type webbing, unless it states a kind already.
// 3. anchor — «رول بولت» said without a kind word (گوه‌ای, غلافی, شیمیایی, مدفون, J/L) and without the category's full
//    name «انکر بولت و رول بولت» names both options the labels call «رول‌بولت …» (wedge and sleeve), as a label's shared
//    head names its family.
// Run: node scripts/label-conventions-124.mjs [--write] — without --write it only counts. Held-out needs are counted,
// not printed, so running it reads none of them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = 'apps/api/src/modules/assistant';
const fold = (s) =>
  s
    .replace(/\u200c/g, ' ')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\s+/g, ' ');

/** Each rule: the need's expected filters after the rule, or null when the rule leaves the need as it is. */
export const RULES = {
  welder(need) {
    if (need.category !== 'دستگاه جوش') return null;
    const v = need.filters?.max_welding_current;
    return typeof v === 'number' ? { ...need.filters, max_welding_current: { min: v } } : null;
  },
  sling(need) {
    if (need.category !== 'اسلینگ و تسمه باربرداری') return null;
    const t = fold(need.text).replace(/اسلینگ و تسمه/g, ' ');
    if (!/تسمه/.test(t) || need.filters?.sling_type) return null;
    return { ...need.filters, sling_type: ['webbing'] };
  },
  anchor(need) {
    if (need.category !== 'انکر بولت و رول‌بولت') return null;
    const t = fold(need.text).replace(/انکر بولت و رول ?بولت/g, ' ');
    if (!/رول ?بولت/.test(t) || need.filters?.anchor_type) return null;
    if (/گوه|غلاف|شیمیایی|مدفون|(?<![A-Za-z])[JjLl](?![A-Za-z])|جی شکل|ال شکل/.test(t)) return null;
    return { ...need.filters, anchor_type: ['wedge', 'sleeve'] };
  },
};

const spaced = (v) =>
  Array.isArray(v)
    ? `[${v.map(spaced).join(', ')}]`
    : v && typeof v === 'object'
      ? `{${Object.entries(v)
          .map(([k, x]) => `${JSON.stringify(k)}: ${spaced(x)}`)
          .join(', ')}}`
      : JSON.stringify(v);

const write = process.argv.includes('--write');
for (const file of readdirSync(DIR).filter((f) => /^evaluation-.*\.json$/.test(f))) {
  const heldout = file.includes('heldout');
  const lines = readFileSync(path.join(DIR, file), 'utf8').split('\n');
  const changed = Object.fromEntries(Object.keys(RULES).map((r) => [r, 0]));
  const out = lines.map((line) => {
    const trimmed = line.trim().replace(/,$/, '');
    if (!trimmed.startsWith('{') || !trimmed.includes('"text"')) return line;
    let need = JSON.parse(trimmed);
    for (const [name, rule] of Object.entries(RULES)) {
      const filters = rule(need);
      if (!filters) continue;
      changed[name] += 1;
      if (!heldout) console.log(`${file}: ${name}: ${need.text} → ${JSON.stringify(filters)}`);
      need = { ...need, filters };
    }
    if (JSON.stringify(need) === JSON.stringify(JSON.parse(trimmed))) return line;
    const indent = line.slice(0, line.length - line.trimStart().length);
    const body = trimmed.includes('": ') ? spaced(need) : JSON.stringify(need);
    return `${indent}${body}${line.trimEnd().endsWith(',') ? ',' : ''}`;
  });
  const total = Object.values(changed).reduce((a, b) => a + b, 0);
  if (total)
    console.log(
      `${file}: ${Object.entries(changed)
        .map(([r, n]) => `${r} ${n}`)
        .join(', ')}`,
    );
  if (write && total) writeFileSync(path.join(DIR, file), out.join('\n'));
}
