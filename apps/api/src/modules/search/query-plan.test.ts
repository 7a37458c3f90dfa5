// Unit tests of the engine-independent parts: one-edit distance, the speller, synonyms and the query plan.
import { foldForSearch } from '@bazaar/fa/normalize';
import { describe, expect, it } from 'vitest';
import {
  apartFromDigits,
  buildPlan,
  categoryPlan,
  categoryReadTrusted,
  namedByCueAlone,
  type QueryPlan,
  relaxableSlots,
  relaxedPlan,
  serviceFits,
  slotShare,
  titleParts,
  withAdjectiveStems,
  withoutKindWords,
} from './query-plan.js';
import { Vocabulary, withinOneEdit } from './spelling.js';
import { Synonyms } from './synonyms.js';

describe('withinOneEdit', () => {
  it('accepts one substitution, insertion, deletion or swap of neighbours, and nothing more', () => {
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفیوز')).toBe(true); // substitution
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفوژ')).toBe(true); // deletion
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفییوژ')).toBe(true); // insertion
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفیژو')).toBe(true); // swap
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفیز')).toBe(false); // two edits
    expect(withinOneEdit('abcde', 'badce')).toBe(false); // two swaps
  });
});

describe('Vocabulary.correct', () => {
  const vocabulary = new Vocabulary([
    { word: 'سانتریفیوژ', docs: 40 },
    { word: 'گیربکس', docs: 30 },
    { word: 'گیربکسها', docs: 1 },
    { word: 'پمپ', docs: 100 },
    { word: 'کمپرسور', docs: 12 },
    { word: 'کمپوسور', docs: 1 },
  ]);

  it('corrects a word of five letters or more one typo away, to the most common neighbour', () => {
    expect(vocabulary.correct('سانتریفیوز')).toBe('سانتریفیوژ');
    expect(vocabulary.correct('کمپرسر')).toBe('کمپرسور');
    expect(vocabulary.correct('کمپسور')).toBe('کمپرسور'); // two neighbours: the common one wins
  });

  it('leaves known words, beginnings of known words, short words and model numbers alone', () => {
    expect(vocabulary.correct('گیربکس')).toBeNull();
    expect(vocabulary.correct('سانتری')).toBeNull();
    expect(vocabulary.correct('پمت')).toBeNull();
    expect(vocabulary.correct('mj5600')).toBeNull();
    expect(vocabulary.correct('ژژژژژژ')).toBeNull();
  });
});

describe('buildPlan', () => {
  const synonyms = new Synonyms([
    ['پمپ', 'pump'],
    ['الکتروموتور', 'موتور برقی', 'electric motor'],
  ]);
  const vocabulary = new Vocabulary([{ word: 'سانتریفیوژ', docs: 5 }]);

  it('folds the query, reads model numbers joined or apart, and expands synonyms and phrases', () => {
    const plan = buildPlan('پمپ  MJ-560 موتور برقي', { synonyms, vocabulary });
    expect(plan?.folded).toBe('پمپ mj 560 موتور برقی');
    expect(plan?.slots.map((s) => s.alts)).toEqual([
      ['پمپ', 'pump'],
      ['mj 560', 'mj560'],
      ['موتور برقی', 'الکتروموتور', 'electric motor'],
    ]);
    expect(plan?.models).toEqual(['mj560']);
    expect(plan?.corrected).toBeNull();
  });

  it('searches a misspelt word together with its correction and reports the corrected query', () => {
    const plan = buildPlan('پمپ سانتریفیوز', { synonyms, vocabulary });
    expect(plan?.slots[1]?.alts).toEqual(['سانتریفیوز', 'سانتریفیوژ']);
    expect(plan?.corrected).toBe('پمپ سانتریفیوژ');
  });

  it('gives no plan for text without letters or digits', () => {
    expect(buildPlan(' ؟!، ', { synonyms, vocabulary })).toBeNull();
  });
});

describe('titleParts', () => {
  it('marks the words that begin with a searched word and keeps the title intact', () => {
    const parts = titleParts('پمپ سانتریفیوژ یک‌طبقه مدل MJ-560', ['پمپ', 'سانتریفیوژ', 'mj560']);
    expect(parts.map((p) => p.text).join('')).toBe('پمپ سانتریفیوژ یک‌طبقه مدل MJ-560');
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['پمپ', 'سانتریفیوژ', 'MJ-560']);
  });
});

describe('buildPlan: words the catalog writes joined (issue 35, decision 046)', () => {
  const vocabulary = new Vocabulary([
    { word: 'برش', docs: 20 },
    { word: 'واترجت', docs: 3 },
    { word: 'پمپ', docs: 100 },
    { word: 'شناور', docs: 10 },
  ]);
  const deps = { synonyms: new Synonyms([]), vocabulary };

  it('reads two typed words the catalog knows as one word as one slot, joined or apart', () => {
    const plan = buildPlan('برش واتر جت', deps);
    expect(plan?.slots.map((s) => s.alts)).toEqual([['برش'], ['واترجت', 'واتر جت']]);
    expect(plan?.corrected).toBeNull();
  });

  it('keeps two known words that the catalog never joins as two slots, and the words as typed with asTyped', () => {
    expect(buildPlan('پمپ شناور', deps)?.slots.map((s) => s.alts)).toEqual([['پمپ'], ['شناور']]);
    expect(buildPlan('واتر جت', { ...deps, asTyped: true })?.slots.map((s) => s.alts)).toEqual([['واتر'], ['جت']]);
  });

  it('never corrects a «…کاری» form of a known word («برشکاری» of «برش») into another word', () => {
    const speller = new Vocabulary([
      { word: 'برش', docs: 20 },
      { word: 'برشکاوی', docs: 9 },
    ]);
    expect(speller.knowsStem('برشکاری')).toBe(true);
    expect(speller.correct('برشکاری')).toBeNull();
  });

  it("never corrects a word of the site's own language that no offer holds («مقاله» is not «نقاله», decision 114)", () => {
    const catalog = [
      { word: 'نقاله', docs: 12 },
      { word: 'تفصیلی', docs: 3 },
    ];
    // Without the site's words, the speller takes a common word for a typo of a catalog one.
    expect(new Vocabulary(catalog).correct('مقاله')).toBe('نقاله');
    const speller = new Vocabulary(catalog, undefined, [], ['مقاله', 'تحصیل']);
    expect(speller.correct('مقاله')).toBeNull();
    // A suffixed form of a word of the site's text is a word of the language too.
    expect(speller.correct('تحصیلی')).toBeNull();
    // Words of the site's text are no candidates: a typo of them is not «corrected» into them, nor are they «known».
    expect(speller.correct('مقالع')).not.toBe('مقاله');
    expect(speller.has('مقاله')).toBe(false);
    // The catalog's spelling of the same word with a long vowel written out is still read for it («لیتیم», «لیتیوم»).
    const grease = new Vocabulary([{ word: 'لیتیوم', docs: 4 }], undefined, [], ['لیتیم']);
    expect(grease.correct('لیتیم')).toBe('لیتیوم');
    const plan = buildPlan('ترجمه مقاله', { synonyms: new Synonyms([]), vocabulary: speller });
    expect(plan?.corrected).toBeNull();
    expect(plan?.slots.map((s) => s.primary)).toEqual([['ترجمه'], ['مقاله']]);
  });

  it('looks for a suffixed form the catalog does not hold by its known stem too, as typed first', () => {
    const speller = new Vocabulary([
      { word: 'برش', docs: 20 },
      { word: 'لیزر', docs: 5 },
    ]);
    const plan = buildPlan('برشکاری لیزری', { synonyms: new Synonyms([]), vocabulary: speller });
    expect(plan?.slots.map((s) => s.alts)).toEqual([
      ['برشکاری', 'برش'],
      ['لیزری', 'لیزر'],
    ]);
    expect(plan?.slots.map((s) => s.primary)).toEqual([['برشکاری'], ['لیزری']]);
    expect(plan?.corrected).toBeNull();
    expect(
      buildPlan('لیزری', { synonyms: new Synonyms([]), vocabulary: speller, asTyped: true })?.slots[0]?.alts,
    ).toEqual(['لیزری']);
  });
});

describe('buildPlan: what the buyer wants done, and words that say nothing of what (decision 060)', () => {
  const vocabulary = new Vocabulary([
    { word: 'پمپ', docs: 100 },
    { word: 'تعمیر', docs: 9 },
    { word: 'گیج', docs: 12 },
    { word: 'کالیبراسیون', docs: 3 },
    { word: 'اب', docs: 40 },
    { word: 'استاندارد', docs: 30 },
    { word: 'گریز', docs: 2 },
    { word: 'مرکز', docs: 2 },
  ]);
  const synonyms = new Synonyms([['سانتریفیوژ', 'گریز از مرکز']]);
  const deps = { synonyms, vocabulary };

  it('leaves «خرید», «قیمت», light verbs and particles out of the slots while another word remains', () => {
    expect(buildPlan('خرید پمپ', deps)?.slots.map((s) => s.alts)).toEqual([['پمپ']]);
    expect(buildPlan('قیمت پمپ برای آب', deps)?.slots.map((s) => s.alts)).toEqual([['پمپ'], ['اب']]);
    expect(buildPlan('کالیبره کردن گیج', deps)?.slots.map((s) => s.primary[0])).toEqual(['کالیبره', 'گیج']);
    // Alone, the word is what was typed; inside a synonym phrase it is read with the phrase.
    expect(buildPlan('خرید', deps)?.slots.map((s) => s.alts)).toEqual([['خرید']]);
    expect(buildPlan('پمپ گریز از مرکز', deps)?.slots[1]?.alts).toEqual(['گریز از مرکز', 'سانتریفیوژ']);
    // The folded query keeps every word typed.
    expect(buildPlan('خرید پمپ', deps)?.folded).toBe('خرید پمپ');
  });

  it('reads a service or a document asked for from the words typed, in every spelling', () => {
    expect(buildPlan('تعمیر پمپ', deps)?.prefer).toEqual(['IndustrialService', 'ConsultingService']);
    expect(buildPlan('تعميرات پمپ', deps)?.prefer).toEqual(['IndustrialService', 'ConsultingService']);
    expect(buildPlan('کالیبراسیون گیج', deps)?.prefer).toEqual(['IndustrialService', 'ConsultingService']);
    expect(buildPlan('استاندارد پمپ', deps)?.prefer).toEqual(['ElectronicDocument']);
    expect(buildPlan('چک لیست پمپ', deps)?.prefer).toEqual(['ElectronicDocument']);
    expect(buildPlan('پمپ', deps)?.prefer).toEqual([]);
    // A word that merely begins like a cue is none: «ساختمان» is not «ساخت».
    expect(buildPlan('ساختمان پمپ', deps)?.prefer).toEqual([]);
  });

  it('may leave out one known word of three or more, never a word the catalog does not know or a value', () => {
    const three = buildPlan('تعمیر پمپ آب', deps);
    expect(three?.slots.map((s) => s.known)).toEqual([true, true, true]);
    expect(three && relaxedPlan(three)?.leaveOut).toBe(1);
    // Two words: one alone says too little; a phrase of two words and one more word: the word may go.
    const two = buildPlan('تعمیر پمپ', deps);
    expect(two && relaxedPlan(two)).toBeNull();
    const phrase = buildPlan('گریز از مرکز پمپ', deps);
    expect(phrase && relaxableSlots(phrase).map((s) => s.primary[0])).toEqual(['پمپ']);
    // «یخچال» is a word no offer holds: the query is off the trade, not near it.
    const offTopic = buildPlan('تعمیر یخچال پمپ', deps);
    expect(offTopic?.slots.map((s) => s.known)).toEqual([true, false, true]);
    expect(offTopic && relaxedPlan(offTopic)).toBeNull();
  });
});

describe('Vocabulary.correct: sound-alike letters (decision 060)', () => {
  const vocabulary = new Vocabulary([
    { word: 'صنعتی', docs: 50 },
    { word: 'صنعت', docs: 20 },
    { word: 'ترانسمیتر', docs: 8 },
    { word: 'پمپ', docs: 100 },
  ]);

  it('corrects a word written with other letters of one sound, however many, from four letters on', () => {
    expect(vocabulary.correct('سنعطی')).toBe('صنعتی'); // two sound-alike letters: two edits, one sound
    expect(vocabulary.correct('سنعط')).toBe('صنعت'); // four letters
    expect(vocabulary.correct('ترانسمیطر')).toBe('ترانسمیتر');
  });

  it('never corrects a four-letter word by anything but sound (or a neighbouring consonant key, decision 083), nor a word of three', () => {
    expect(vocabulary.correct('صنعا')).toBeNull(); // one letter other, not a sound-alike (ا is beside ت, but a vowel)
    expect(vocabulary.correct('پنپ')).toBeNull();
  });
});

describe('Vocabulary.correct: long vowels left out and an Arabic keyboard (decision 078)', () => {
  const vocabulary = new Vocabulary([
    { word: 'کپسول', docs: 9 },
    { word: 'کولیس', docs: 3 },
    { word: 'الکتروموتور', docs: 30 },
    { word: 'ترانسفورماتور', docs: 12 },
    { word: 'آلومینیوم', docs: 10 },
    { word: 'پنوماتیک', docs: 8 },
    { word: 'چراغ', docs: 6 },
    { word: 'فلنج', docs: 7 },
    { word: 'گیربکس', docs: 15 },
    { word: 'گرم', docs: 20 },
  ]);

  it('restores long vowels a quick typist left out, however many, from four letters on', () => {
    expect(vocabulary.correct('کپسل')).toBe('کپسول');
    expect(vocabulary.correct('کلیس')).toBe('کولیس');
    expect(vocabulary.correct('الکترمتور')).toBe('الکتروموتور'); // two left out: two edits
    expect(vocabulary.correct('ترانسفرماتر')).toBe('ترانسفورماتور');
    expect(vocabulary.correct('آلمینیم')).toBe('آلومینیوم');
  });

  it('reads پ, چ and گ typed as ب, ج and ک (and back), even in four letters', () => {
    expect(vocabulary.correct('بنوماتیک')).toBe('پنوماتیک');
    expect(vocabulary.correct('جراغ')).toBe('چراغ');
    expect(vocabulary.correct('فلنچ')).toBe('فلنج');
    expect(vocabulary.correct('کیربکس')).toBe('گیربکس');
  });

  it('never corrects a catalog word, a word of three letters, or one that differs by more than vowels', () => {
    expect(vocabulary.correct('کپسول')).toBeNull();
    expect(vocabulary.correct('چراغ')).toBeNull();
    expect(vocabulary.correct('کرم')).toBeNull(); // three letters: not «گرم»
    expect(vocabulary.correct('کپسن')).toBeNull(); // a consonant other, not a vowel left out
    expect(vocabulary.correct('قهوه')).toBeNull(); // off-topic words stay off-topic
  });
});

describe('Vocabulary.correct: a neighbouring key struck in a four-letter word (decision 083)', () => {
  const vocabulary = new Vocabulary([
    { word: 'فشار', docs: 40 },
    { word: 'شیار', docs: 3 },
    { word: 'تسمه', docs: 5 },
    { word: 'لوله', docs: 30 },
    { word: 'گرم', docs: 20 },
  ]);

  it('corrects one letter typed with the key beside it, after the first letter', () => {
    expect(vocabulary.correct('فشاز')).toBe('فشار'); // ز is beside ر
    expect(vocabulary.correct('لولع')).toBe('لوله'); // ع is beside ه
    expect(vocabulary.correct('تسمخ')).toBe('تسمه'); // خ is beside ه
  });

  it('never corrects a known word, a first letter, a key far away, three letters, or an off-topic word', () => {
    expect(vocabulary.correct('فشار')).toBeNull();
    expect(vocabulary.correct('قشار')).toBeNull(); // the first letter: a word of its own more often than a slip
    expect(vocabulary.correct('فشاد')).toBeNull(); // د is not beside ر
    expect(vocabulary.correct('شیاز')).toBe('شیار'); // a consonant slip, the vowel kept
    expect(vocabulary.correct('فشیر')).toBeNull(); // ی for ا: a vowel, not a slip
    expect(vocabulary.correct('کرم')).toBeNull();
    expect(vocabulary.correct('قهوه')).toBeNull();
    expect(vocabulary.correct('پیتزا')).toBeNull();
  });
});

describe('buildPlan: a word the catalog also writes as an «الکترو…» compound (decision 060)', () => {
  it('looks for the compound too, after the word as typed', () => {
    const vocabulary = new Vocabulary([
      { word: 'موتور', docs: 10 },
      { word: 'الکتروموتور', docs: 50 },
      { word: 'سیم', docs: 20 },
    ]);
    const plan = buildPlan('سیم پیچی موتور', { synonyms: new Synonyms([]), vocabulary });
    expect(plan?.slots[2]?.alts).toEqual(['موتور', 'الکتروموتور']);
    expect(plan?.slots[2]?.primary).toEqual(['موتور']);
    expect(buildPlan('موتور', { synonyms: new Synonyms([]), vocabulary, asTyped: true })?.slots[0]?.alts).toEqual([
      'موتور',
    ]);
  });
});

describe('buildPlan: words glued to numbers, suffixed model numbers, «… سازی» (decision 065)', () => {
  const deps = { synonyms: new Synonyms([]), vocabulary: null };
  const alts = (q: string) => buildPlan(q, deps)?.slots.map((s) => s.alts) ?? [];

  it.each([['بلبرینگ۶۲۰۵'], ['بلبرینگ6205'], ['بلبرینگ٦٢٠٥']])(
    'reads a Persian word typed against its number as two words, in every digit system: «%s»',
    (q) => {
      expect(apartFromDigits(q).split(' ')).toHaveLength(2);
      expect(alts(q)).toEqual([['بلبرینگ'], ['6205']]);
    },
  );

  it('leaves Latin codes and numbers with Latin letters as they are', () => {
    expect(apartFromDigits('ipe18 s7-1200 M16x60')).toBe('ipe18 s7-1200 M16x60');
  });

  it.each([
    ['6310zz', '6310'],
    ['۶۳۱۰zz', '6310'],
    ['٦٣١٠ZZ', '6310'],
    ['22220e', '22220'],
  ])('a model number with a letter suffix «%s» is its digits «%s» too', (q, digits) => {
    const [slot] = buildPlan(q, deps)?.slots ?? [];
    expect(slot?.alts).toContain(digits);
    expect(slot?.primary).toEqual([foldForSearch(q)]);
  });

  it('does not take a short number with letters («m12», «b7», «3x») for a suffixed model', () => {
    expect(alts('b7 m12')).toEqual([['b7'], ['m12']]);
    expect(alts('12b')).toEqual([['12b']]);
  });

  it('reads «… سازی» as the work of making it, and asks for a service', () => {
    const plan = buildPlan('سوله‌سازی', deps);
    expect(plan?.slots.map((s) => s.alts)).toEqual([['سوله'], ['سازی', 'ساخت']]);
    expect(plan?.prefer).toContain('IndustrialService');
    expect(buildPlan('تعویض کاسه نمد', deps)?.prefer).toContain('IndustrialService');
    // Alone, «سازی» is only a word.
    expect(buildPlan('سازی', deps)?.slots.map((s) => s.alts)).toEqual([['سازی']]);
  });
});

describe('buildPlan: lexicon names in the plural, glued or apart (decision 075)', () => {
  const synonyms = new Synonyms([
    ['شیر کشویی', 'گیت ولو'],
    ['لیفتراک', 'لیف تراک'],
    ['بی متال', 'اورلود'],
  ]);
  const vocabulary = new Vocabulary([
    { word: 'شیر', docs: 40 },
    { word: 'برقی', docs: 12 },
    { word: 'مخزن', docs: 4 },
    { word: 'مخازن', docs: 2 },
    { word: 'تحت', docs: 6 },
    { word: 'فشار', docs: 30 },
  ]);
  const deps = { synonyms, vocabulary };
  const alts = (q: string) => buildPlan(q, deps)?.slots.map((s) => s.alts) ?? [];

  it.each([['گیت ولوهای ۴ اینچ'], ['گیت ولو‌های ٤ اینچ'], ['گیت‌ولوها 4 اینچ'], ['گیتولوهای 4 اینچ']])(
    'reads a lexicon name in the plural, glued or apart, beside a number in every digit system: «%s»',
    (q) => {
      const plan = buildPlan(q, deps);
      expect(plan?.slots[0]?.alts).toEqual(['گیت ولو', 'شیر کشویی']);
      expect(plan?.slots.map((s) => s.alts)).toContainEqual(['4']);
    },
  );

  it('reads a name of several words typed as one («بیمتال», «لیفتراک» of «لیف تراک»)', () => {
    expect(alts('بیمتال')).toEqual([['بی متال', 'اورلود']]);
    expect(alts('لیف تراک‌ها')).toEqual([['لیف تراک', 'لیفتراک']]);
  });

  it('splits two catalog words typed as one, and finds an Arabic plural by its singular and back', () => {
    expect(alts('شیربرقی')).toEqual([['شیربرقی', 'شیر برقی']]);
    expect(alts('مخزن تحت فشار')[0]).toEqual(['مخزن', 'مخازن']);
    expect(alts('مخازن')[0]).toEqual(['مخازن', 'مخزن']);
    expect(buildPlan('شیربرقی', { ...deps, asTyped: true })?.slots[0]?.alts).toEqual(['شیربرقی']);
  });
});

describe('buildPlan: codes spelt in letter names (decision 088)', () => {
  const vocabulary = new Vocabulary([
    { word: 'لوله', docs: 30 },
    { word: 'سنسور', docs: 8 },
    { word: 'pt100', docs: 2 },
    { word: 'ک', docs: 1 },
  ]);
  const synonyms = new Synonyms([['پلی اتیلن', 'hdpe']]);

  it('searches the Latin word a run of letter names spells, with its synonyms, in every digit system', () => {
    expect(buildPlan('لوله اچ دی پی ای', { synonyms, vocabulary })?.slots.map((s) => s.alts)).toEqual([
      ['لوله'],
      ['hdpe', 'پلی اتیلن'],
    ]);
    for (const q of ['سنسور پی تی 100', 'سنسور پی تی ۱۰۰', 'سنسور پی تی ١٠٠'])
      expect(
        buildPlan(q, { synonyms, vocabulary })?.slots.map((s) => s.alts),
        q,
      ).toEqual([['سنسور'], ['pt100']]);
  });

  it('keeps letter names that spell nothing known, and everything as typed on request', () => {
    expect(buildPlan('لوله او کی', { synonyms, vocabulary })?.slots.map((s) => s.primary[0])).toEqual([
      'لوله',
      'او',
      'کی',
    ]);
    expect(
      buildPlan('لوله اچ دی پی ای', { synonyms, vocabulary, asTyped: true })?.slots.map((s) => s.primary[0]),
    ).toEqual(['لوله', 'اچ', 'دی', 'پی', 'ای']);
  });
});

describe('withAdjectiveStems: an adjective also read as the noun it is made of (decision 101)', () => {
  const synonyms = new Synonyms([]);
  const vocabulary = new Vocabulary([
    { word: 'کپسول', docs: 8 },
    { word: 'پودر', docs: 5 },
    { word: 'پودری', docs: 3 },
    { word: 'کیلویی', docs: 4 },
    { word: 'برق', docs: 9 },
    { word: 'شیر', docs: 20 },
  ]);
  const alts = (q: string) =>
    withAdjectiveStems(buildPlan(q, { synonyms, vocabulary }) as NonNullable<ReturnType<typeof buildPlan>>, vocabulary)
      ?.plan.slots.filter((s) => !s.phrase)
      .map((s) => s.alts);

  it('adds the known noun of a «…ی» word, in every digit system beside it', () => {
    for (const q of ['کپسول پودری', 'کپسول پودری ۶ کیلو', 'کپسول پودری ٦ کیلو', 'کپسول پودری 6 کیلو'])
      expect(alts(q)?.slice(0, 2), q).toEqual([['کپسول'], ['پودری', 'پودر']]);
    // A «…ی» word the catalog does not write is already read by its stem (decision 046): nothing to add.
    expect(alts('شیر برقی')).toBeUndefined();
  });

  it('leaves a word whose noun the catalog does not know, a short noun, and a query without such a word', () => {
    expect(alts('کپسول')).toBeUndefined();
    expect(alts('کپسول آبی')).toBeUndefined(); // «آب»: two letters
    expect(alts('کپسول سامسونگی')).toBeUndefined(); // «سامسونگ» unknown
  });
});

describe('Vocabulary.correct: a long vowel written out in a word of four letters (decision 105)', () => {
  const vocabulary = new Vocabulary([
    { word: 'ترک', docs: 2 },
    { word: 'تیپ', docs: 3 },
    { word: 'متر', docs: 40 },
    { word: 'گرم', docs: 20 },
  ]);

  it('reads a loanword spelt as it sounds as the known word without the vowel: «تورک» of «ترک», «تایپ» of «تیپ»', () => {
    expect(vocabulary.correct('تورک')).toBe('ترک');
    expect(vocabulary.correct('تایپ')).toBe('تیپ');
  });

  it('never corrects a known word, a vowel at either end, or a word of three or five letters by it', () => {
    expect(vocabulary.correct('متر')).toBeNull();
    expect(vocabulary.correct('امتر')).toBeNull(); // first letter
    expect(vocabulary.correct('تیپا')).toBeNull(); // last letter
    expect(vocabulary.correct('کرم')).toBeNull(); // three letters: not «گرم»
    expect(vocabulary.correct('میتیر')).toBeNull(); // five letters: two edits from «متر»
  });

  it('searches «تورک متر» for «ترک متر», in a plan that says it corrected', () => {
    const plan = buildPlan('تورک متر', { synonyms: new Synonyms([]), vocabulary });
    expect(plan?.slots.map((s) => s.alts)).toEqual([['تورک', 'ترک'], ['متر']]);
    expect(plan?.corrected).toBe('ترک متر');
  });
});

describe('buildPlan: a lexicon phrase of letter names is every code it spells (decision 105)', () => {
  const synonyms = new Synonyms([['ipe', 'آی پی ای']]);
  const vocabulary = new Vocabulary([
    { word: 'api', docs: 12 },
    { word: 'ipe', docs: 4 },
    { word: '650', docs: 2 },
    { word: '18', docs: 9 },
  ]);

  it('reads «ای پی آی ۶۵۰» as IPE or API beside the number, in every digit system', () => {
    for (const q of ['ای پی آی 650', 'ای پی آی ۶۵۰', 'ای پی آی ٦٥٠']) {
      const plan = buildPlan(q, { synonyms, vocabulary });
      expect(plan?.slots[0]?.alts, q).toEqual(expect.arrayContaining(['ipe', 'api']));
      expect(plan?.slots[1]?.alts, q).toEqual(['650']);
    }
  });

  it('keeps the phrase as typed with asTyped', () => {
    expect(buildPlan('آی پی ای 18', { synonyms, vocabulary, asTyped: true })?.slots[0]?.alts).not.toContain('api');
  });
});

describe('withoutKindWords: a word that only says the kind wanted, read last (decision 105)', () => {
  const synonyms = new Synonyms([['eia', 'ارزیابی اثرات']]);
  const vocabulary = new Vocabulary([
    { word: 'اشتال', docs: 2 },
    { word: 'جدول', docs: 5 },
    { word: 'شناور', docs: 9 },
    { word: 'کتاب', docs: 1 },
  ]);
  const holds = (w: string) => vocabulary.has(w) || synonyms.has(w);
  const without = (q: string) =>
    withoutKindWords(buildPlan(q, { synonyms, vocabulary }) as NonNullable<ReturnType<typeof buildPlan>>, holds);

  it('leaves out «کتاب» and «مطالعات» when every other word is one the catalog or the lexicon holds', () => {
    expect(without('کتاب اشتال')?.words).toEqual(['کتاب']);
    expect(without('کتاب اشتال')?.plan.slots.map((s) => s.alts)).toEqual([['اشتال']]);
    expect(without('مطالعات eia')?.words).toEqual(['مطالعات']);
  });

  it('never when a word left is only the beginning of a catalog word or unknown, nothing is left, or no kind word was typed', () => {
    expect(without('آموزش شنا')).toBeNull(); // «شنا» begins «شناور» only
    expect(without('آموزش رانندگی')).toBeNull();
    expect(without('کتاب')).toBeNull();
    expect(without('اشتال')).toBeNull(); // no kind word
  });
});

describe('buildPlan: a short word one slip from the word its neighbour names with it (decision 107)', () => {
  const vocabulary = new Vocabulary([
    { word: 'گیج', docs: 6 },
    { word: 'فشار', docs: 30 },
    { word: 'کابل', docs: 20 },
    { word: 'مسی', docs: 4 },
    { word: 'گالوانیزه', docs: 9 },
    { word: 'گرم', docs: 7 },
    { word: 'ضد', docs: 5 },
  ]);
  // Two words side by side in a category's or a generic product's name.
  const pairs = new Set(['گیج فشار', 'کابل مسی', 'گالوانیزه گرم']);
  const plan = (q: string, asTyped = false) =>
    buildPlan(q, { synonyms: new Synonyms([]), vocabulary, phrase: (p) => pairs.has(p), asTyped });

  it('reads «گیح فشار», «کابل مصی», «گالوانیزه گزم» as the names they slip from, keeping the word as typed too', () => {
    expect(plan('گیح فشار')?.slots.map((s) => s.alts)).toEqual([['گیح', 'گیج'], ['فشار']]);
    expect(plan('گیح فشار')?.corrected).toBe('گیج فشار');
    expect(plan('کابل مصی')?.corrected).toBe('کابل مسی');
    expect(plan('گالوانیزه گزم')?.corrected).toBe('گالوانیزه گرم');
  });

  it('does so beside a number in every digit system', () => {
    for (const q of ['گیح فشار 16', 'گیح فشار ۱۶', 'گیح فشار ١٦'])
      expect(plan(q)?.slots[0]?.alts, q).toEqual(['گیح', 'گیج']);
  });

  it('leaves a short word alone, beside words that make no name with it, known, or as typed on request', () => {
    expect(plan('گیح')?.corrected).toBeNull(); // no neighbour to confirm it
    expect(plan('کرم ضد آفتاب')?.corrected).toBeNull(); // «گرم ضد» names nothing
    expect(plan('گرم فشار')?.corrected).toBeNull(); // a known word
    expect(plan('گیح فشار', true)?.corrected).toBeNull();
  });
});

describe('categoryPlan and namedByCueAlone: the category the assistant reads a query as (decisions 107 and 112)', () => {
  const vocabulary = new Vocabulary([
    { word: 'پمپ', docs: 40 },
    { word: 'فرایندی', docs: 3 },
    { word: foldForSearch('آموزش'), docs: 2 },
    { word: 'تعمیر', docs: 5 },
    { word: 'جوشکاری', docs: 9 },
    { word: 'hse', docs: 2 },
    { word: 'روکش', docs: 2 },
  ]);
  const plan = (q: string) => buildPlan(q, { synonyms: new Synonyms([]), vocabulary }) as QueryPlan;

  it("searches the category's folded name as one slot, the typed words it does not hold being what the offers lack", () => {
    const read = categoryPlan(plan('پمپ پروسسی'), 'پمپ سانتریفیوژ');
    expect(read.plan.slots.map((s) => s.alts)).toEqual([['پمپ سانتریفیوژ']]);
    expect(read.plan.models).toEqual([]);
    expect(read.words).toEqual(['پروسسی']);
    // A parenthesis of the name is read as its words; when the name holds every typed word, every word is named.
    expect(categoryPlan(plan('هاردفیس'), 'روکش‌کاری سخت (هاردفیسینگ)').plan.slots[0]?.alts).toEqual([
      foldForSearch('روکش‌کاری سخت هاردفیسینگ'),
    ]);
    expect(categoryPlan(plan('پمپ'), 'پمپ شناور').words).toEqual(['پمپ']);
  });

  it('tells a category named only by the word of the kind wanted from one named by what is wanted', () => {
    expect(namedByCueAlone(plan('آموزش جوشکاری'), 'آموزش HSE')).toBe(true);
    expect(namedByCueAlone(plan('آموزش hse'), 'آموزش HSE')).toBe(false);
    expect(namedByCueAlone(plan('دوره ایمنی'), 'آموزش HSE')).toBe(false);
    expect(namedByCueAlone(plan('پمپ پروسسی'), 'پمپ سانتریفیوژ')).toBe(false);
  });
});

describe("categoryReadTrusted and serviceFits: when the reader's category may answer (decision 112)", () => {
  const vocabulary = new Vocabulary([
    { word: 'شیر', docs: 40 },
    { word: 'خشک', docs: 3 },
    { word: 'لاستیک', docs: 2 },
    { word: 'ماشین', docs: 9 },
    { word: 'تعمیر', docs: 5 },
    { word: 'پمپ', docs: 30 },
  ]);
  const plan = (q: string) => buildPlan(q, { synonyms: new Synonyms([]), vocabulary }) as QueryPlan;

  it('trusts a leaf category when the reader read every word, and not by a word of the kind wanted alone', () => {
    expect(categoryReadTrusted(plan('کفکش شناور'), { name: 'پمپ شناور', unread: [], leaf: true })).toBe(true);
    // A word the reader did not read, a parent named for want of telling its kinds apart, a cue word alone.
    expect(categoryReadTrusted(plan('شیر موز'), { name: 'شیر توپی', unread: ['موز'], leaf: true })).toBe(false);
    expect(categoryReadTrusted(plan('شیر خشک'), { name: 'شیرآلات صنعتی', unread: [], leaf: false })).toBe(false);
    expect(categoryReadTrusted(plan('آموزش جوش'), { name: 'آموزش HSE', unread: [], leaf: true })).toBe(false);
  });

  it('answers with a service only a request of work or a word of its own name', () => {
    expect(serviceFits(plan('لاستیک ماشین'), 'تولید قطعات لاستیکی', 'IndustrialService')).toBe(false);
    expect(serviceFits(plan('تعمیر پمپ'), 'تعمیر پمپ', 'IndustrialService')).toBe(true);
    expect(serviceFits(plan('لاستیک قالبی'), 'تولید قطعات لاستیکی', 'IndustrialService')).toBe(false);
    expect(serviceFits(plan('قطعات لاستیک'), 'تولید قطعات لاستیکی', 'IndustrialService')).toBe(true);
    // Goods and documents always fit.
    expect(serviceFits(plan('لاستیک ماشین'), 'تولید قطعات لاستیکی', 'Product')).toBe(true);
    expect(serviceFits(plan('ازمی سکشن'), 'کد ASME Section VIII', 'ElectronicDocument')).toBe(true);
  });
});

describe('slotShare: how common a slot is, which decides whether it is read from the index (decision 121)', () => {
  const shares: Record<string, number> = { دیگ: 0.05, بخار: 0.2, boiler: 0.01, steam: 0.02, پیچ: 0.04, بولت: 0.02 };
  const share = (w: string) => shares[w] ?? 0.001;

  it('does not count again a phrase every match of which a one-word alternative already matches', () => {
    // «دیگ بخار» and «steam boiler» are found by «دیگ» and «boiler» anyway: 0.05 + 0.01, not 0.12.
    expect(slotShare(['دیگ', 'دیگ بخار', 'boiler', 'steam boiler'], share)).toBeCloseTo(0.06, 6);
    // A word that begins with the alternative is covered by its prefix match («دیگی»).
    expect(slotShare(['دیگ', 'دیگی بخار'], share)).toBeCloseTo(0.05, 6);
  });

  it('adds alternatives that find other offers, and a number covers only itself', () => {
    expect(slotShare(['پیچ', 'بولت'], share)).toBeCloseTo(0.06, 6);
    // «10» does not match the word «100»: «100 بخار» is counted (its rarer word, 0.001).
    expect(slotShare(['10', '100 بخار'], share)).toBeCloseTo(0.002, 6);
    expect(slotShare(['10', '10 بخار'], share)).toBeCloseTo(0.001, 6);
  });

  it('never exceeds the whole catalog', () => {
    expect(slotShare(['a', 'b', 'c'], () => 0.6)).toBe(1);
  });
});
