// The assistant reads the trade's grammar through the shared query reader (decision 046), over the demo
// catalog's vocabulary: every form in Persian, Arabic-Indic and Latin digits.
import type { NeedFilter } from '@bazaar/contracts/assistant';
import { describe, expect, it } from 'vitest';
import { NeedParser } from './need-parser.js';
import { seedVocabulary } from './seed-vocabulary.js';

const parser = new NeedParser(seedVocabulary());

function inEveryDigitSystem(text: string): string[] {
  const persian = text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
  const arabic = text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);
  return [text, persian, arabic];
}

/** The need's filters as `key: value` / `key: min..max` / `key: option,option`. */
function read(text: string): string[] {
  const describe = (f: NeedFilter) =>
    f.type === 'boolean'
      ? `${f.key}: ${f.bool}`
      : f.options.length
        ? `${f.key}: ${f.options.map((o) => o.key).join(',')}`
        : f.value !== null
          ? `${f.key}: ${f.value}`
          : `${f.key}: ${f.min ?? ''}..${f.max ?? ''}`;
  return parser.parse(text).filters.map(describe).sort();
}

describe('the trade grammar in the assistant', () => {
  it.each([
    ['الکتروموتور سه فاز 7.5kw', ['rated_power: 7.5']],
    ['الکتروموتور سه فاز 7٫5 کیلووات', ['rated_power: 7.5']],
    ['الکتروموتور سه فاز نهایتا 45 کیلووات', ['rated_power: ..45']],
    ['الکتروموتور سه فاز تا سقف 45 کیلووات', ['rated_power: ..45']],
    ['گیج فشار 0-10 bar', ['pressure_range: 0..10']],
    ['گیج فشار 0~10 بار', ['pressure_range: 0..10']],
    ['جک هیدرولیک قطر 100 کورس 1000', ['bore_diameter: 100', 'stroke: 1000']],
    ['پروفیل و قوطی فولادی 40 در 40', ['section_depth: 40', 'section_width: 40']],
    ['کابل فشار ضعیف 4x16', ['cores: 4', 'cross_section: 16']],
    [
      'ترانسفورماتور 400 کاوا 20 به 0.4 کیلوولت',
      ['apparent_power: 400', 'primary_voltage: 20', 'secondary_voltage: 400'],
    ],
    ['لوله مانیسمان DN50', ['nominal_size: 2']],
    ['لوله مانیسمان رده 40', ['schedule: sch40']],
    ['گیربکس حلزونی 1 به 40', ['gear_ratio: 40']],
    ['گیربکس حلزونی 1:40', ['gear_ratio: 40']],
    ['شیر برقی نیم اینچ', ['nominal_size: 0.5']],
    ['شیر برقی سه ربع اینچ', ['nominal_size: 0.75']],
    ['شیر برقی یک و نیم اینچ', ['nominal_size: 1.5']],
    // Ratios written either way round, and a slash when the category has a ratio to fill.
    ['گیربکس هلیکال 25 به 1', ['gear_ratio: 25']],
    ['گیربکس هلیکال 25:1', ['gear_ratio: 25']],
    ['گیربکس حلزونی 1/60', ['gear_ratio: 60']],
    ['اسلینگ و تسمه باربرداری ضریب اطمینان 5 به 1', ['safety_factor: sf5']],
    // Sizes: the two dimensions each category is sold by.
    ['سنگ و صفحه برش 230 در 3', ['disc_diameter: 230', 'disc_thickness: 3']],
    ['نبشی 50 در 5', ['leg_size: 50', 'thickness: 5']],
    ['نبشی 5 در 5 ضخامت 5', ['leg_size: 50', 'thickness: 5']],
    ['بلبرینگ شیار عمیق 62×16', ['outer_diameter: 62', 'width: 16']],
    // Named dimensions, each number to the name before it.
    ['جک هیدرولیک قطر 63 میله 36 کورس 300', ['bore_diameter: 63', 'rod_diameter: 36', 'stroke: 300']],
    ['نبشی 40 ضخامت 4', ['leg_size: 40', 'thickness: 4']],
    // A unit left implicit: a volume or a mass for the category's one rate.
    ['پمپ سانتریفیوژ 20 مترمکعب', ['flow_rate: 20']],
    ['دیگ بخار 3 تن', ['steam_output: 3']],
    ['برج خنک‌کننده 50 متر مکعب', ['water_flow: 50']],
  ])('«%s»', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      const got = read(form);
      for (const e of expected) expect(got, form).toContain(e);
    }
  });

  it('«پیچ … M16 طول 60» is a 16 mm thread 60 mm long', () => {
    for (const form of inEveryDigitSystem('پیچ و مهره صنعتی M16 طول 60')) {
      expect(read(form)).toEqual(expect.arrayContaining(['length: 60', 'nominal_diameter: 16']));
    }
  });

  it('«۴۰ تا» before or after the product is the order quantity', () => {
    for (const form of [...inEveryDigitSystem('40 تا شیر توپی'), ...inEveryDigitSystem('شیر توپی 40 تا')]) {
      expect(parser.parse(form).quantity?.amount, form).toBe(40);
    }
  });

  // Decision 061: forms the development part showed lost or extra.
  it.each([
    // A minus sign or «منفی» before a number.
    ['شیر پروانه‌ای دمای کاری -20 تا 120 درجه', ['temperature_range: -20..120']],
    ['گیج فشار منفی 1 تا 0 بار', ['pressure_range: -1..0']],
    // A tonne the category has no mass for: a force (tf) or a refrigeration ton (TR).
    ['پرسکاری ظرفیت پرس 400 تن', ['press_capacity: 400']],
    ['چیلر صنعتی 60 تن', ['thermal_capacity: 211.011']],
    // A capability named «بهترین …» or «حداقل …» serves a need at or above it; «بزرگ‌ترین …» one at or below.
    ['ریخته‌گری دقیق ضخامت دیواره 3 میلی‌متر', ['min_wall_thickness: ..3']],
    ['طراحی نیروگاه خورشیدی 1000 کیلووات', ['max_plant_capacity: 1000..']],
    // The one value said beats the family word of the same property («محور» of «تعداد محور»).
    ['فرزکاری CNC تعداد محور 3 محور', ['axes: axis3']],
    ['زانو جوشی 90 درجه 3 اینچ', ['angle: deg90', 'nominal_size: 3']],
    // A word of the category's name said again, or with a word of the option's own, is the option.
    ['اسیدهای صنعتی اسید سولفوریک 98 درصد', ['acid: sulfuric']],
    ['کمپرسور اسکرو نوع کمپرسور اسکرو', ['compressor_type: screw']],
    ['سنگ و صفحه برش صفحه سنگ 180 در 6', ['disc_diameter: 180', 'disc_thickness: 6', 'disc_type: grinding']],
    ['پیچ و مهره گرید 10.9 سایز M20', ['nominal_diameter: 20', 'property_class: c10_9']],
    // A one-letter value right after its property's name.
    ['دستکش ایمنی سطح برشی C', ['cut_level: c']],
    ['تسمه و پولی پروفیل B', ['belt_profile: b']],
  ])('«%s»', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('a yes/no said in several words is not read as the option that shares a word of it', () => {
    expect(read('استاندارد ISO 9001 با ترجمه فارسی')).toEqual(['translated: true']);
  });

  it('a part of the category’s name is not an option of it', () => {
    expect(read('لوله استیل 2 اینچ')).toEqual(['nominal_size: 2']);
    expect(read('خرید سنگ و صفحه برش')).toEqual([]);
  });

  it('a word said to be absent does not name the category', () => {
    expect(parser.parse('ورق سیاه بدون گالوانیزه').category?.name).toBe('ورق سیاه');
  });

  it('an amount in a unit no property takes, after the product, is the order quantity', () => {
    for (const form of inEveryDigitSystem('میلگرد ساده 20 St37 حدود 30 تن')) {
      const need = parser.parse(form);
      expect(need.quantity?.amount, form).toBe(30);
      expect(read(form), form).toEqual(['bar_diameter: 20', 'steel_grade: st37']);
    }
  });

  it('a synonym does not turn one category’s name into another’s', () => {
    expect(parser.parse('قیمت تراشکاری CNC').category?.name).toBe('تراشکاری CNC');
    expect(parser.parse('خدمات ماشینکاری').category?.name).toBe('ماشین‌کاری');
    expect(parser.parse('تراشکاری موجود دارید؟').category?.name).toBe('تراشکاری');
  });
});
