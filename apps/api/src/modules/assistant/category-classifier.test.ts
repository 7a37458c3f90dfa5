// The category reader (issue 36) over the demo catalog's vocabulary: Persian morphology, transliterations,
// product-versus-service cues, the question it asks back on a tie, and the words it says it did not read.
import { describe, expect, it } from 'vitest';
import { categoryTerms, stem } from './category-words.js';
import { asWritten, NeedParser } from './need-parser.js';
import { seedVocabulary } from './seed-vocabulary.js';

const parser = new NeedParser(seedVocabulary());
const categoryOf = (text: string) => parser.parse(text).category?.name ?? null;

describe('stems', () => {
  it('take plural and adjective suffixes off, and broken plurals to their singular', () => {
    expect(stem('پمپهای')).toBe('پمپ');
    expect(stem('پمپای')).toBe('پمپ');
    expect(stem('چدنی')).toBe('چدن');
    expect(stem('مخازن')).toBe('مخزن');
    expect(stem('قطعات')).toBe('قطعه');
    expect(stem('اتصالات')).toBe('اتصال');
    expect(stem('آنودایزینگ')).toBe('آنودایز');
  });

  it('keep a word whose ending is not a suffix («سیمان» is not «سیم»s)', () => {
    expect(stem('سیمان')).toBe('سیمان');
    expect(stem('برق')).toBe('برق');
  });

  it('fold transliterations and codes: «سی ان سی», «هازوپ», «A36», «۳ فاز»', () => {
    const terms = (tokens: string[]) => categoryTerms(tokens).map((t) => t.term);
    expect(terms(['سی', 'ان', 'سی'])).toEqual(['cnc']);
    expect(terms(['هازوپ'])).toEqual(['hazop']);
    expect(terms(['a', '36'])).toEqual(['a36']);
    expect(terms(['3', 'فاز'])).toEqual(['سه', 'فاز']);
  });
});

describe('the category reader', () => {
  it('reads plurals written with ZWNJ, with a space, glued, and colloquially', () => {
    for (const text of ['پمپ‌های طبقاتی', 'پمپ های طبقاتی', 'پمپهای طبقاتی', 'پمپای طبقاتی'])
      expect(categoryOf(text), text).toBe('پمپ طبقاتی');
    expect(categoryOf('گیجهای فشار')).toBe('گیج فشار');
    expect(categoryOf('شیرهای توپی برنجی')).toBe('شیر توپی');
  });

  it('reads Arabic broken plurals and two words the catalog writes as one', () => {
    expect(categoryOf('ساخت مخزن ذخیره')).toBe('ساخت مخازن ذخیره');
    expect(categoryOf('مخازن ذخیره آب استیل')).toBe('ساخت مخازن ذخیره');
    expect(categoryOf('الکتروموتورهای ضد انفجار')).toBe('الکتروموتور ضدانفجار');
  });

  it('reads transliterated names', () => {
    expect(categoryOf('هازوپ')).toBe('مطالعات HAZOP و ارزیابی ریسک');
    expect(categoryOf('مطالعه هزاپ')).toBe('مطالعات HAZOP و ارزیابی ریسک');
    expect(categoryOf('اکسترود پلاستیک')).toBe('اکستروژن پلاستیک');
  });

  it('tells a service or a document from the product it is about', () => {
    expect(categoryOf('ترانسمیتر فشار')).toBe('ترانسمیتر فشار');
    expect(categoryOf('کالیبراسیون ترانسمیتر فشار')).toBe('کالیبراسیون تجهیزات اندازه‌گیری');
    expect(categoryOf('گیربکس حلزونی')).toBe('گیربکس حلزونی');
    expect(categoryOf('تعمیر گیربکس حلزونی')).toBe('تعمیر و بازسازی گیربکس');
    expect(categoryOf('قالب تزریق پلاستیک')).toBe('قالب تزریق پلاستیک');
    expect(categoryOf('طراحی قالب تزریق')).toBe('طراحی قالب');
    expect(categoryOf('استاندارد ملی سیمان')).toBe('استانداردهای ملی مصالح ساختمانی');
  });

  it('reads a code spelt in Persian letter names, with its section in Persian, Arabic or Latin digits', () => {
    for (const digit of ['۸', '٨', '8'])
      expect(categoryOf(`کد ای اس ام ای سکشن ${digit}`)).toBe('کد ASME Section VIII');
    expect(categoryOf('ASME سکشن ۹')).toBe('کد ASME Section IX');
    expect(categoryOf('آی اس او ۹۰۰۱')).toBe('استاندارد ISO 9001');
    expect(categoryOf('ای پی ای ٦٥٠')).toBe('استاندارد API 650');
    expect(categoryOf('بسته ای اس ام ای سکشن 8')).not.toBe('تابلو MCC');
  });

  it('reads a need that opens with the job as the service, whatever the goods after it carry', () => {
    expect(categoryOf('کالیبره کردن ترانسمیتر فشار')).toBe('کالیبراسیون تجهیزات اندازه‌گیری');
    expect(categoryOf('ترانسمیتر فشار')).toBe('ترانسمیتر فشار');
  });

  it('reads a compound of doing («سیم پیچی», «تنش گیری») as a job unless the goods are named by it', () => {
    expect(categoryOf('سیم پیچی الکتروموتور سه فاز')).toBe('سیم‌پیچی الکتروموتور');
    expect(categoryOf('الکتروموتور سه فاز')).toBe('الکتروموتور سه‌فاز');
    // The goods' own property names carry the compound: a gauge's «محدوده اندازه‌گیری», a pump's «فشار کاری».
    expect(categoryOf('دستگاه اندازه گیری ضخامت')).toBe('ابزار اندازه‌گیری');
    expect(categoryOf('گیج فشار محدوده اندازه گیری ۱۰ بار')).toBe('گیج فشار');
    expect(categoryOf('پمپ سانتریفیوژ فشار کاری ۱۰ بار')).toBe('پمپ سانتریفیوژ');
  });

  it('asks back between siblings instead of guessing, and takes their parent meanwhile', () => {
    const need = parser.parse('الکتروموتور ۱۱ کیلووات');
    expect(need.category?.name).toBe('الکتروموتور و درایو');
    expect(need.alternatives.map((a) => a.name)).toEqual(
      expect.arrayContaining(['الکتروموتور سه‌فاز', 'الکتروموتور تک‌فاز']),
    );
    expect(need.filters.map((f) => f.key)).toEqual(['rated_power']);
    // Named outright, no question.
    expect(parser.parse('الکتروموتور سه فاز ۱۱ کیلووات').alternatives).toEqual([]);
  });

  it('says which words it did not read, and reads none as a category from fillers alone', () => {
    const need = parser.parse('کمپرسور اسکرو با کلاچ گرندفوس');
    expect(need.unread).toEqual(['کلاچ گرندفوس']);
    expect(categoryOf('سلام، یه چیزی برای کارخونه می‌خوام')).toBeNull();
  });

  it('quotes what it did not read as the buyer wrote it, and counts the word that named a place as read', () => {
    // «اویل فری» is the trade's name of «بدون روغن», which a motor has no property for: quoted as typed.
    const motor = parser.parse('الکتروموتور ۷.۵ کیلووات چهار پل اویل فری، ۲۰ عدد، تحویل اصفهان');
    expect(motor.city?.name ?? motor.province?.name).toBe('اصفهان');
    expect(motor.unread).toEqual(['اویل فری']);
    // «ارسال به» said where, and was read with the city; a word no reader knows is still reported.
    const pump = parser.parse('پمپ سانتریفیوژ ارسال به شیراز با رنگ فسفری');
    expect(pump.city?.name ?? pump.province?.name).toBe('شیراز');
    expect(pump.unread).toEqual(['رنگ فسفری']);
    // The colloquial «تو» (in) and «گرفتن» (to get) are the buyer's connectors, not words left unread.
    const generator = parser.parse('یه دیزل ژنراتور ۵۰۰ کاوا برای کارخونه تو ساوه');
    expect(generator.city?.name).toBe('ساوه');
    expect(generator.unread).toEqual([]);
    expect(parser.parse('دنبال مشاور برای گرفتن ایزو ۹۰۰۱ هستم').unread).toEqual([]);
    // Quoted with the letters and case the buyer used, not the search's folding («جزیی», «skf»).
    expect(parser.parse('تعمیر گیربکس با قطعات Flender و بلبرینگ شبه‌اصلی').unread).toEqual([
      'قطعات Flender',
      'شبه‌اصلی',
    ]);
    expect(asWritten('جزیی skf', 'رنگ دو جزئی SKF')).toBe('جزئی SKF');
  });

  it('keeps the category of a follow-up that names none («۸ بار کافی است»)', () => {
    const first = parser.parse('کمپرسور اسکرو ۳۷ کیلووات');
    expect(parser.parse('۸ بار کافی است', { previous: first }).category?.name).toBe('کمپرسور اسکرو');
  });
});

describe('the kind a general name means, by the values asked (decision 077)', () => {
  const digits = (text: string) => [
    text,
    text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string),
    text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string),
  ];

  it.each([
    // Only three-phase motors reach 11 kW at 1500 rpm among the motors and drives the catalog holds.
    ['الکتروموتور 11 کیلووات 1500 دور', 'الکتروموتور سه‌فاز'],
    ['کابل 3 در 25 مسی', 'کابل فشار ضعیف'],
    ['کابل 20 کیلوولت', 'کابل فشار متوسط'],
    ['تیرآهن 18 ذوب آهن', 'تیرآهن IPE'],
    // Two distribution boards store 25 and 50 kA; the one motor-control centre 65 kA.
    ['تابلو برق 50 kA', 'تابلو توزیع فشار ضعیف'],
  ])('%s → %s', (text, kind) => {
    for (const form of digits(text)) expect(categoryOf(form), form).toBe(kind);
  });

  it('keeps the general name when the values fit several kinds, or none is asked', () => {
    // Plain and ribbed bars are both stored at 20 mm.
    for (const form of digits('میلگرد 20')) expect(categoryOf(form), form).toBe('میلگرد');
    expect(categoryOf('کابل مسی')).toBe('کابل و سیم');
    // 63 kA is near the one motor-control centre's 65 kA only: one product's value is too thin to decide by.
    for (const form of digits('تابلو برق 63 kA')) expect(categoryOf(form), form).toBe('تابلو برق');
  });
});

describe('a name’s words as written (decision 104)', () => {
  it('name the category though the synonyms fold a phrase of the name into another word', () => {
    // «وینچ و بالابر برقی»: «بالابر برقی» folds into «هوییست», yet «بالابر» said alone still names the hoists, before
    // the chain or the cable an adjective after it names.
    expect(categoryOf('بالابر زنجیری 2 تن')).toBe('وینچ و بالابر برقی');
    expect(categoryOf('بالابر سیم بکسل ۵ تن')).toBe('وینچ و بالابر برقی');
    // «تابلو توزیع»: «توزیع» is the low-voltage distribution board's own word.
    expect(categoryOf('تابلو توزیع ٤٠٠ آمپر')).toBe('تابلو توزیع فشار ضعیف');
    expect(categoryOf('کلید مینیاتوری تک پل 16 آمپر')).toBe('کلید اتوماتیک');
  });

  it('keep what the folded names read', () => {
    expect(categoryOf('زنجیر 12B دو ردیفه')).toBe('زنجیر و چرخ‌زنجیر');
    expect(categoryOf('وینچ برقی 2 تن')).toBe('وینچ و بالابر برقی');
    // A name's adjective («رولبرینگ بشکه‌ای») meets only an adjective: a drum of xylene is the solvent.
    expect(categoryOf('زایلن در بشکه')).toBe('حلال‌های صنعتی');
  });
});
