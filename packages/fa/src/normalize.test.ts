// Tests for Persian text normalisation, search keys and URL slugs.
import { describe, expect, it } from 'vitest';
import {
  compactSearchKey,
  foldForSearch,
  normalizeForSearch,
  normalizePersian,
  persianSlug,
  searchRouteKey,
  stripBidiControls,
} from './normalize';

const ZWNJ = '\u200C';

describe('normalizePersian', () => {
  it('replaces Arabic yeh, alef maksura, kaf and teh marbuta with their Persian letters', () => {
    expect(normalizePersian('علي')).toBe('علی');
    expect(normalizePersian('موسى')).toBe('موسی');
    expect(normalizePersian('كارخانه')).toBe('کارخانه');
    expect(normalizePersian('مدرسة')).toBe('مدرسه');
  });

  it('turns Persian and Arabic-Indic digits into Latin ones', () => {
    expect(normalizePersian('لوله ۲ اینچ و ٣ متر')).toBe('لوله 2 اینچ و 3 متر');
  });

  it('keeps what a person wrote: tanwin, diacritics and tatweel stay', () => {
    expect(normalizePersian('لطفاً سریع‌تر ارسال شود')).toBe('لطفاً سریع‌تر ارسال شود');
    expect(normalizePersian('مُهَنْدِس')).toBe('مُهَنْدِس');
    expect(normalizePersian('صنـــعت')).toBe('صنـــعت');
  });

  it('drops tatweel and diacritics from the search key only', () => {
    expect(normalizeForSearch('لطفاً')).toBe(normalizeForSearch('لطفا'));
    expect(normalizeForSearch('کِتابٌ')).toBe('کتاب');
    expect(normalizeForSearch('صنـــعت')).toBe('صنعت');
    expect(normalizeForSearch('عیسیٰ')).toBe('عیسی');
  });

  it('composes alef with maddah into آ', () => {
    expect(normalizePersian('\u0627\u0653ب')).toBe('آب');
  });

  it('keeps a single ZWNJ inside a word and drops other zero-width characters', () => {
    expect(normalizePersian(`می${ZWNJ}خواهم`)).toBe(`می${ZWNJ}خواهم`);
    expect(normalizePersian(`می${ZWNJ}${ZWNJ}${ZWNJ}خواهم`)).toBe(`می${ZWNJ}خواهم`);
    expect(normalizePersian('می\u200Bخواهم')).toBe('میخواهم');
    expect(normalizePersian('می\u200Dخواهم')).toBe('میخواهم');
    expect(normalizePersian('\uFEFFپمپ')).toBe('پمپ');
    expect(normalizePersian('پم\u00ADپ')).toBe('پمپ');
  });

  it('removes ZWNJ next to spaces and at the ends', () => {
    expect(normalizePersian(`${ZWNJ}پمپ${ZWNJ} ${ZWNJ}آب${ZWNJ}`)).toBe('پمپ آب');
    expect(normalizePersian(`پمپ ${ZWNJ} آب`)).toBe('پمپ آب');
    expect(normalizePersian(`خانه${ZWNJ}\u200D${ZWNJ}ها`)).toBe(`خانه${ZWNJ}ها`);
  });

  it('collapses whitespace runs (tabs, newlines, no-break spaces) to one space and trims', () => {
    expect(normalizePersian('  پمپ \t\n  سانتریفیوژ\u00A0\u00A0 ')).toBe('پمپ سانتریفیوژ');
    expect(normalizePersian('   ')).toBe('');
    expect(normalizePersian('')).toBe('');
  });

  it('leaves Latin text and punctuation as they are', () => {
    expect(normalizePersian('Grundfos CR-32, 5.5 kW')).toBe('Grundfos CR-32, 5.5 kW');
  });

  it('stays fast on long runs of spaces and ZWNJs', () => {
    const hostile = `${ZWNJ.repeat(200_000)}x${' \t'.repeat(200_000)}y${ZWNJ.repeat(200_000)} `;
    const started = performance.now();
    expect(normalizePersian(hostile)).toBe('x y');
    expect(normalizeForSearch(hostile)).toBe('x y');
    expect(persianSlug(hostile)).toBe('x-y');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is idempotent', () => {
    const once = normalizePersian(` كيـف ${ZWNJ}${ZWNJ}مي\u200Bخواهم ۱۲ `);
    expect(normalizePersian(once)).toBe(once);
  });
});

describe('normalizeForSearch', () => {
  it('matches words written with a ZWNJ or with a space', () => {
    expect(normalizeForSearch(`می${ZWNJ}خواهم`)).toBe('می خواهم');
    expect(normalizeForSearch(`می${ZWNJ}خواهم`)).toBe(normalizeForSearch('می خواهم'));
  });

  it('lowercases Latin letters', () => {
    expect(normalizeForSearch('Grundfos CR')).toBe('grundfos cr');
  });

  it('turns punctuation into single spaces', () => {
    expect(normalizeForSearch('پمپ، شیر/فلکه (صنعتی)؟')).toBe('پمپ شیر فلکه صنعتی');
    // A decimal point between digits stays (decision 114).
    expect(normalizeForSearch('CR-32, 5.5kW!')).toBe('cr 32 5.5kw');
    expect(normalizeForSearch('«ورق» — گالوانیزه...')).toBe('ورق گالوانیزه');
  });

  it('makes Arabic-keyboard and Persian-keyboard spellings equal', () => {
    expect(normalizeForSearch('كيك ۱۲')).toBe(normalizeForSearch('کیک 12'));
    expect(normalizeForSearch('صنـعتي')).toBe(normalizeForSearch('صنعتی'));
  });

  it('folds hamza spellings, presentation forms and full-width characters', () => {
    expect(normalizeForSearch('مسأله')).toBe('مساله');
    expect(normalizeForSearch('پائین')).toBe(normalizeForSearch('پایین'));
    expect(normalizeForSearch('خانۀ')).toBe('خانه');
    expect(normalizeForSearch('\uFEFB')).toBe('لا');
    expect(normalizeForSearch('ＡＢＣ１２')).toBe('abc12');
  });

  it('gives an empty key for text without letters or digits', () => {
    expect(normalizeForSearch(' ،.!؟ ')).toBe('');
  });
});

describe('searchRouteKey', () => {
  it('keeps the marks that make a number or a size, in Latin, Persian and Arabic-Indic digits', () => {
    expect(searchRouteKey('الکتروموتور 7.5kw')).toBe('الکتروموتور 7.5kw');
    expect(searchRouteKey('الکتروموتور ۷٫۵ کیلووات')).toBe('الکتروموتور 7.5 کیلووات');
    expect(searchRouteKey('الكتروموتور ٧.٥ كيلووات')).toBe('الکتروموتور 7.5 کیلووات');
    expect(searchRouteKey('شیر برقی 1/2 اینچ')).toBe('شیر برقی 1/2 اینچ');
    expect(searchRouteKey('شیر برقی ۱/۲ اینچ')).toBe('شیر برقی 1/2 اینچ');
    expect(searchRouteKey('کابل ۳×۱۸۵+۹۵')).toBe('کابل 3×185+95');
    expect(searchRouteKey('کابل 4*16')).toBe('کابل 4*16');
    expect(searchRouteKey('گیج فشار ۰-۱۰ بار')).toBe('گیج فشار 0-10 بار');
    expect(searchRouteKey('گیربکس 1:40')).toBe('گیربکس 1:40');
    expect(searchRouteKey('لوله 2" گالوانیزه')).toBe('لوله 2" گالوانیزه');
    expect(searchRouteKey('پیچ M16x60')).toBe('پیچ M16x60');
    expect(searchRouteKey('ترانس ۱٬۰۰۰ کاوا')).toBe('ترانس 1000 کاوا');
  });

  it('keeps case, a code hyphen and ZWNJ as typed', () => {
    expect(searchRouteKey('بلبرینگ UCP208')).toBe('بلبرینگ UCP208');
    expect(searchRouteKey('مدل UB-845')).toBe('مدل UB-845');
    expect(searchRouteKey('  شیر‌آلات   صنعتی ')).toBe('شیر‌آلات صنعتی');
  });

  it('turns other punctuation, and a mark outside a number, into a space', () => {
    expect(searchRouteKey('لوله/اتصالات')).toBe('لوله اتصالات');
    expect(searchRouteKey('پمپ! آب؟')).toBe('پمپ آب');
    expect(searchRouteKey('«پمپ» - آب.')).toBe('پمپ آب');
    expect(searchRouteKey('شیر‌!آلات')).toBe('شیر آلات');
    expect(searchRouteKey(' ؟!  ')).toBe('');
  });
});

describe('persianSlug', () => {
  it('joins Persian words with dashes', () => {
    expect(persianSlug('پمپ سانتریفیوژ')).toBe('پمپ-سانتریفیوژ');
    expect(persianSlug(`  ماشین${ZWNJ}آلات   صنعتی `)).toBe('ماشین-آلات-صنعتی');
  });

  it('lowercases Latin, keeps digits and turns punctuation runs into one dash', () => {
    expect(persianSlug('پمپ Grundfos CR-32 (۵.۵ کیلووات)')).toBe('پمپ-grundfos-cr-32-5-5-کیلووات');
    expect(persianSlug('--شیر / فلکه!!--')).toBe('شیر-فلکه');
  });

  it('normalises Arabic letters and strips diacritics and tatweel', () => {
    expect(persianSlug('كابل مِسي')).toBe('کابل-مسی');
    expect(persianSlug('صنـــعت')).toBe('صنعت');
  });

  it('drops characters of other scripts and symbols', () => {
    expect(persianSlug('پمپ 😀 насос ✓ آب')).toBe('پمپ-آب');
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(persianSlug('')).toBe('');
    expect(persianSlug('  ')).toBe('');
    expect(persianSlug('!!! ؟؟ —')).toBe('');
  });

  it('produces slugs that survive a round trip through a URL', () => {
    const slug = persianSlug(`شیر پروانه${ZWNJ}ای DN100`);
    expect(slug).toBe('شیر-پروانه-ای-dn100');
    expect(decodeURIComponent(encodeURIComponent(slug))).toBe(slug);
    expect(persianSlug(slug)).toBe(slug);
  });
});

describe('foldForSearch and compactSearchKey', () => {
  it('folds every Arabic and Persian spelling variant of a word to one key', () => {
    const variants = ['پمپ سانتریفیوژ', 'پمپ سانتريفيوژ', 'پمـپ سانتریفیوژ', 'پَمپ سانتریفیوژ', 'پمپ  سانتریفیوژ'];
    for (const v of variants) expect(foldForSearch(v)).toBe('پمپ سانتریفیوژ');
  });

  it('folds alef variants, teh marbuta, hamza seats and digits of three scripts', () => {
    expect(foldForSearch('آب')).toBe(foldForSearch('اب'));
    expect(foldForSearch('أنبار إسلامي')).toBe('انبار اسلامی');
    expect(foldForSearch('مؤسسة')).toBe('موسسه');
    expect(foldForSearch('لوله ۴ اینچ')).toBe('لوله 4 اینچ');
    expect(foldForSearch('لوله ٤ اینچ')).toBe('لوله 4 اینچ');
    expect(foldForSearch('كيك')).toBe('کیک');
  });

  it('makes ZWNJ, space and nothing between word parts equal once compacted', () => {
    const joined = compactSearchKey('میشود');
    expect(compactSearchKey(`می${ZWNJ}شود`)).toBe(joined);
    expect(compactSearchKey('می شود')).toBe(joined);
  });

  it('makes model numbers equal whatever their case, hyphens and digits', () => {
    expect(compactSearchKey('MJ-560')).toBe('mj560');
    expect(compactSearchKey('mj 560')).toBe('mj560');
    expect(compactSearchKey('MJ۵۶۰')).toBe('mj560');
  });

  it('keeps a decimal point between digits, in the three digit systems, as one word (decision 114)', () => {
    // Persian digits with the Arabic decimal separator, Latin digits with a point, Arabic-Indic digits with either.
    for (const typed of ['۲٫۵', '2.5', '٢٫٥', '۲.۵', '٢.٥', '2٫5']) expect(foldForSearch(typed), typed).toBe('2.5');
    expect(foldForSearch('الکتروموتور ۷٫۵ کیلووات')).toBe('الکتروموتور 7.5 کیلووات');
    expect(foldForSearch('Grundfos CR-32 (5.5kW)')).toBe('grundfos cr 32 5.5kw');
    expect(foldForSearch('کد ASME B31.3-2022')).toBe('کد asme b31.3 2022');
    expect(compactSearchKey('۷٫۵ کیلووات')).toBe('7.5کیلووات');
    // «2.5» is no longer «2» and «5»: a 2.2 kW pump holds no word «2».
    expect(foldForSearch('پمپ 2.2 کیلووات').split(' ')).not.toContain('2');
  });

  it('makes every other point a space: after a word, at an end, doubled, or a slash between digits', () => {
    expect(foldForSearch('ISO 9001.')).toBe('iso 9001');
    expect(foldForSearch('.5 و 5.')).toBe('5 و 5');
    expect(foldForSearch('2..5')).toBe('2 5');
    expect(foldForSearch('لوله.اتصالات')).toBe('لوله اتصالات');
    expect(foldForSearch('v1.a')).toBe('v1 a');
    // A slash is a fraction's line (1/2 inch) or a pair (20/0.4 kV) as often as a decimal: the query reader decides
    // («7/5 کیلووات» is 7.5 kW), the key keeps the two numbers.
    expect(foldForSearch('۲/۵')).toBe('2 5');
    expect(foldForSearch('20/0.4 کیلوولت')).toBe('20 0.4 کیلوولت');
  });

  it('leaves nothing of punctuation-only input', () => {
    expect(foldForSearch(' ؟!، ')).toBe('');
    expect(foldForSearch(' . ')).toBe('');
    expect(compactSearchKey('---')).toBe('');
  });
});

describe('stripBidiControls', () => {
  it('drops embeddings, overrides, isolates and marks', () => {
    // «‮gpj.exe» displays as «exe.jpg»: the override is the spoof.
    expect(stripBidiControls('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(stripBidiControls('\u202A\u202B\u202C\u202D\u202Eعلی\u2066\u2067\u2068\u2069')).toBe('علی');
    expect(stripBidiControls('C++\u200E و\u200F \u061Cب')).toBe('C++ و ب');
  });

  it('keeps ZWNJ, line breaks and every other character', () => {
    const text = `می${ZWNJ}خواهم\nپمپ ۲٫۲ کیلووات «API 6D» \u200D😀`;
    expect(stripBidiControls(text)).toBe(text);
  });
});
