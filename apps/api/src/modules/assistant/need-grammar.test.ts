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
    ['اسیدهای صنعتی اسید سولفوریک 98 درصد', ['acid: sulfuric', 'purity: 98']],
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

// Decision 066: the reader's classes of miss on the development part written the way buyers write (held-out 3,
// promoted). Every form in Persian, Arabic-Indic and Latin digits; places and prices stay as they were.
describe('the reader of needs as buyers write them (decision 066)', () => {
  it.each([
    // Two numbers of one thing: a third number of a size, a thread then its length, a reducer's two ends.
    // The larger side is the depth, as the catalog keeps it («قوطی 100×50»: width 50, depth 100; decision 100).
    ['پروفیل و قوطی فولادی 80×40×2', ['section_depth: 80', 'section_width: 40', 'thickness: 2']],
    ['نبشی 60×60×6', ['leg_size: 60', 'thickness: 6']],
    ['پیچ و مهره پرمقاومت M20×80', ['length: 80', 'nominal_diameter: 20']],
    ['پیچ آلن M8 در 30', ['length: 30', 'nominal_diameter: 8']],
    ['تبدیل جوشی هم مرکز 8 به 6 اینچ', ['nominal_size: 8', 'reducer_type: concentric', 'small_end_size: 6']],
    ['تبدیل جوشی خارج از مرکز 8 به 6', ['nominal_size: 8', 'reducer_type: eccentric', 'small_end_size: 6']],
    ['ترانسفورماتور 63 به 20 کیلوولت', ['primary_voltage: 63', 'secondary_voltage: 20000']],
    ['ترانسفورماتور 20 به 0.4', ['primary_voltage: 20', 'secondary_voltage: 400']],
    // Named dimensions: inside, outside, a bore, a count of teeth.
    ['رولبرینگ مخروطی داخل 40 بیرون 80', ['bore_diameter: 40', 'outer_diameter: 80']],
    ['کوپلینگ سوراخ 38', ['bore_diameter: 38']],
    ['زنجیر و چرخ‌زنجیر 21 دنده', ['teeth: 21']],
    // Implicit units: a size right after the product's name; sections in centimetres; «میلی», «سی سی».
    ['ناودانی 14', ['section_height: 140']],
    ['تیرآهن 220', ['section_height: 220']],
    ['نبشی 6', ['leg_size: 60']],
    ['واشر تخت و فنری 20', ['nominal_diameter: 20']],
    ['برش پلاسما ورق 30 میلی', ['max_sheet_thickness: 30..']],
    ['پمپ هیدرولیک 32 سی سی', ['displacement: 32']],
    ['پمپ هیدرولیک 45cc', ['displacement: 45']],
    // Percent for the one property whose unit is a percent; a thousand before a unit is no price.
    ['اسیدهای صنعتی 85 درصد', ['purity: 85']],
    ['بلوئر و فن صنعتی 12 هزار متر مکعب بر ساعت', ['air_flow: 12000']],
    // A range joins two numbers of one quantity only.
    ['گیج فشار 100 میل تا 16 بار', ['dial_size: 100', 'pressure_range: 16']],
    // Trade words: poles for a speed, pounds for a class, short names of producers, file formats.
    ['الکتروموتور سه‌فاز دو پل 15 کیلووات', ['rated_power: 15', 'rated_speed: 3000']],
    ['الکتروموتور سه‌فاز 8 پل', ['rated_speed: 750']],
    ['کلید اتوماتیک سه پل', ['poles: p3']],
    ['فلنج کور 4 اینچ 600 پوند', ['nominal_size: 4', 'pressure_class: class_600']],
    ['ورق سیاه 12 میل اکسین', ['producer: oxin', 'thickness: 12']],
    ['گرانول پلی‌اتیلن سبک امیرکبیر', ['pe_type: ldpe', 'polymer_producer: amirkabir']],
    ['سنسور مجاورتی القایی NPN', ['output_signal: npn', 'proximity_type: inductive']],
    ['دستورالعمل‌های ایمنی کار اکسل', ['file_format: xlsx']],
    ['کد ASME B31.1 پی دی اف', ['file_format: pdf']],
    ['شلنگ و اتصالات هیدرولیک یک سیمه', ['hose_standard: sae_r1_1sn']],
    ['جک پنوماتیک مگنت دار', ['magnetic_piston: true']],
    // A unit a property names in its parentheses, not the unit's own quantity (a colour temperature, not a heat).
    ['چراغ صنعتی LED 200 وات 6500 کلوین', ['color_temperature: 6500', 'lamp_power: 200']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('a short name never stands for two options, nor ends on «و»', () => {
    // «ایمنی و» is no name of «ایمنی و حریق»: the category's own name is not read as its service again.
    expect(read('مشاوره ایمنی و حفاظت از حریق')).toEqual([]);
    // «SAE 100R2 / EN 853 2SN» is one standard, not the R1 beside it.
    expect(read('شلنگ و اتصالات هیدرولیک SAE 100R2')).toEqual(['hose_standard: sae_r2_2sn']);
  });

  it('keeps places, prices and Arabic letters right around the new forms', () => {
    // «خوزستان» of «فولاد خوزستان» is where the buyer wants it: a place, not a producer.
    for (const form of inEveryDigitSystem('ورق سیاه 10 میل تحویل خوزستان')) {
      expect(read(form), form).toEqual(['thickness: 10']);
      expect(parser.parse(form).province?.name, form).toBe('خوزستان');
    }
    for (const form of inEveryDigitSystem('ناودانی 12 زیر 30 میلیون تومان تحویل شيراز')) {
      const need = parser.parse(form);
      expect(read(form), form).toEqual(['section_height: 120']);
      expect(need.maxPriceRials, form).toBe(300_000_000);
      expect(need.province?.name, form).toBe('فارس');
    }
    const need = parser.parse('الكتروموتور سه فاز چهار پل ٧.٥ كيلووات قيمت 50 هزار تومان');
    expect(read('الكتروموتور سه فاز چهار پل ٧.٥ كيلووات')).toEqual(['rated_power: 7.5', 'rated_speed: 1500']);
    expect(need.maxPriceRials ?? need.minPriceRials).toBe(500_000);
  });
});

describe('the reader of trade words, sizes and makers by their catalog names (decision 077)', () => {
  it.each([
    // A maker's short name that is also a place names the maker when no delivery cue stands before it.
    ['ورق سیاه 8 میل مبارکه', ['producer: mobarakeh', 'thickness: 8']],
    ['گرانول پلی اتیلن سبک فیلم جم', ['pe_type: ldpe', 'polymer_application: film', 'polymer_producer: jam']],
    // Two words joined by «و» in either order; the first word of a label no other option shares.
    ['الکتروموتور سه فاز 11 کیلووات فلنج و پایه', ['mounting: b35', 'rated_power: 11']],
    ['شیر یکطرفه دوپره 8 اینچ', ['check_type: dual_plate', 'nominal_size: 8']],
    ['دستکش ایمنی ضد برش سطح C', ['cut_level: c', 'glove_material: hppe']],
    // A label the synonyms fold into one trade name, said with a word between.
    ['شیر هیدرولیک جهت دهنده بوبین 24 VDC', ['coil_voltage: dc24', 'valve_function: directional']],
    // A range a label writes with a dash, said with «تا» and the unit's Persian name.
    ['ترانسمیتر فشار خروجی 4 تا 20 میلی آمپر', ['output_signal: ma4_20']],
    // A yes/no said by the distinctive part of its long name.
    ['سافت استارتر 30 کیلووات بای پس داخلی', ['internal_bypass: true', 'rated_power: 30']],
    // DN sizes for the category's one inch size named «سایز …», and no pressure class from the DN's number.
    ['فلومتر ورتکس DN50', ['flowmeter_type: vortex', 'line_size: 2']],
    ['پمپ سانتریفیوژ DN65', ['inlet_size: 2.5']],
    ['فلنج گلودار DN200 PN25', ['nominal_size: 8', 'pressure_class: pn25']],
    // A bare number the category's products store for one property only, in its own unit.
    ['لوله پلی اتیلن 63 PE100', ['material_grade: pe100', 'outer_diameter: 63']],
    ['روغن هیدرولیک 46', ['lubricant_type: hydraulic', 'viscosity_40c: 46']],
    // The trade's size first when the products store it: a channel's 12 is its height in centimetres, not 12 m.
    ['ناودانی 12 ذوب آهن', ['producer: zob_ahan', 'section_height: 120']],
    // Kelvin glued as «K» is not a thousand; a quantity-less property named by its first two words.
    ['چراغ صنعتی 200 وات 5700K', ['color_temperature: 5700', 'lamp_power: 200']],
    ['چراغ سوله ای 150 وات دمای رنگ 4000', ['color_temperature: 4000', 'lamp_power: 150', 'luminaire_type: high_bay']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('keeps a place after a delivery cue, and «k» after a price a thousand', () => {
    for (const form of inEveryDigitSystem('ورق سیاه 8 میل تحویل مبارکه')) {
      const need = parser.parse(form);
      expect(read(form), form).toEqual(['thickness: 8']);
      expect(need.city?.name, form).toBe('مبارکه');
    }
    for (const form of inEveryDigitSystem('پمپ سانتریفیوژ زیر 900k تومان'))
      expect(parser.parse(form).maxPriceRials, form).toBe(9_000_000);
  });
});

describe('the reader of the catalog’s Latin codes and English names as buyers spell them (decision 084)', () => {
  it.each([
    // A code spelt in letter names, its English digits among them, perhaps after a word of its label.
    ['شیر پروانه ای 6 اینچ پی ان 16', ['nominal_size: 6', 'pressure_class: pn16']],
    ['ورق سیاه اس تی 37 ضخامت 12', ['steel_grade: st37', 'thickness: 12']],
    ['کپسول آتش نشانی سی او تو 6 کیلویی', ['agent: co2', 'charge_mass: 6']],
    ['کفش ایمنی اس وان پی پنجه فولادی', ['protection_class: s1p', 'toe_cap: steel']],
    ['چراغ سوله ای 150 وات آی پی 65', ['ip_rating: ip65', 'lamp_power: 150', 'luminaire_type: high_bay']],
    ['ترموکوپل تیپ کا', ['sensor_type: type_k']],
    ['شیر برقی 1 اینچ بوبین 24 ولت دی سی', ['coil_voltage: dc24', 'nominal_size: 1']],
    // A unit's symbol spelt alone; «ام» before a number is a metric thread; a grade in number words.
    ['ترانسفورماتور خشک 630 کی وی آ', ['apparent_power: 630']],
    ['پیچ ام 12 در 40 گرید هشت و هشت', ['length: 40', 'nominal_diameter: 12', 'property_class: c8_8']],
    ['پیچ آلن 6 در 20 دوازده نه', ['length: 20', 'nominal_diameter: 6', 'property_class: c12_9']],
    // One letter's name after its property's name, when one option only answers to it.
    ['دستکش ایمنی ضد برش سطح دی', ['cut_level: d', 'glove_material: hppe']],
    // English names in Persian letters: a label's Latin word, an option's or a yes/no property's key.
    ['شیر کنترل 3 اینچ سیگنال هارت', ['control_signal: hart', 'nominal_size: 3']],
    ['پمپ دیافراگمی بادی دیافراگم سانتوپرن', ['diaphragm_material: santoprene', 'drive: aodd']],
    ['شیر یکطرفه سوئینگ 6 اینچ', ['check_type: swing', 'nominal_size: 6']],
    ['دیزل ژنراتور 250 کاوا کانوپی دار', ['prime_power: 250', 'silent_canopy: true']],
    ['دیزل ژنراتور 250 کاوا بدون کانوپی', ['prime_power: 250', 'silent_canopy: false']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('leaves words that spell nothing of the category as they are', () => {
    // «ای» after a word is its ending, «تو» is «in», a buyer's filler sounds like no option.
    expect(read('لوله دنده ای 2 اینچ گالوانیزه')).not.toContain('material_grade: a2');
    expect(read('رزین اپوکسی لازم داریم')).toEqual([]);
    expect(read('قیمت استاد بولت')).toEqual([]);
    // «جی» is G or J: an orifice letter two options answer to is read as neither.
    expect(read('شیر اطمینان 2 اینچ اریفیس جی')).toEqual(['nominal_size: 2']);
  });
});

describe('decision 087: «کیلو» by the values, a rating before a setting, distinct words, kinds of «A و B»', () => {
  it.each([
    // «کیلو» alone: a kilowatt where the products' powers span the number and no mass is named; a kilogram stays one.
    ['الکتروموتور سه فاز 11 کیلو', ['rated_power: 11']],
    ['کنتاکتور 11 کیلو بوبین 220', ['ac3_power: 11', 'coil_voltage: ac220']],
    ['کمپرسور اسکرو 37 کیلو 8 بار', ['max_pressure: 8..', 'motor_power: 37']],
    ['کپسول آتش نشانی سی او تو 6 کیلو', ['agent: co2', 'charge_mass: 6']],
    // One current, its property not named: the rating all contactors store, not the bimetal's setting range.
    ['کنتاکتور 32 آمپر', ['rated_current: 32']],
    ['بی متال 9 تا 13 آمپر', ['overload_setting: 9..13']],
    // The setting named by a word of its name («بی‌متال» of «محدوده تنظیم بی‌متال»).
    ['بی متال 18 آمپر', ['overload_setting: 18']],
    // A word of one property's name only names it beside the number.
    ['ترموکوپل تیپ K طول 300 قطر 6', ['probe_diameter: 6', 'probe_length: 300', 'sensor_type: type_k']],
    ['الکتروموتور سه فاز 5.5 کیلووات فریم 132', ['frame_size: 132', 'rated_power: 5.5']],
    // A range with no unit after a range property's name.
    ['کفش ایمنی پنجه فولادی سایز 39 الی 45', ['size_range: 39..45', 'toe_cap: steel']],
    // One side of a category named «A و B» said alone is that kind; «کویل», «شیت» the forms of a steel sheet.
    ['واشر تخت نمره 20', ['nominal_diameter: 20', 'washer_type: flat']],
    ['صفحه برش 230 در 2', ['disc_diameter: 230', 'disc_thickness: 2', 'disc_type: cutting']],
    ['ورق سیاه کویل 2 میلی', ['form: coil', 'thickness: 2']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('keeps a kilogram where a mass is named, and the whole name of «A و B» names no kind', () => {
    expect(read('ریخته گری چدن قطعه تا 500 کیلو')).toContain('max_part_weight: 500..');
    expect(read('واشر تخت و فنری نمره 16').filter((f) => f.startsWith('washer_type'))).toEqual([]);
    // The quantity's own word beside a unit names no property: a transmitter's «فشار 0 تا 16 بار» is its range.
    expect(read('ترانسمیتر فشار 0 تا 16 بار')).toEqual(['pressure_range: 0..16']);
  });
});

// Decision 089: a lexicon phrase whose word alone belongs to another group («رول بولت», while «بولت» alone is
// «پیچ»): the category reader does not stretch that word over the values after it, so they stay filters.
describe('a trade phrase with a word of another group (decision 089)', () => {
  it.each([
    // «رول بولت» alone names both kinds its labels open with (decision 124's labelling rule and reading).
    ['رول بولت M10', ['anchor_type: wedge,sleeve', 'nominal_diameter: 10']],
    ['رول بولت استیل', ['anchor_type: wedge,sleeve', 'coating: none_stainless']],
    ['رولپلاک فلزی M12', ['anchor_type: wedge,sleeve', 'nominal_diameter: 12']],
  ])('%s', (text, expected) => {
    expect(parser.parse(text).category?.name).toBe('انکر بولت و رول‌بولت');
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });
});

describe('decision 090: amounts free of the category, values inside the products’ span, labels without the name', () => {
  it.each([
    // A number with its unit after it stays an amount even when a category's name holds the same digits.
    ['بانک خازنی 300 کیلووار 7 پله', ['reactive_power: 300', 'steps: 7']],
    ['بانک خازن 300 کیلووار', ['reactive_power: 300']],
    // A bare number after the product is the first property whose stored values span it (ISO VG 68 between 46 and
    // 220; a PE pipe's 90 mm between 63 and 315; a valve's 3/4″ beside the stored 1″).
    ['روغن هیدرولیک 68 گالنی', ['lubricant_type: hydraulic', 'packaging: gallon', 'viscosity_40c: 68']],
    ['لوله پلی اتیلن 90', ['outer_diameter: 90']],
    ['شیر توپی برنجی 3/4 دنده ای', ['body_material: brass', 'connection: threaded', 'nominal_size: 0.75']],
    // A property's name after a number, with its own number after it, is that number's («فشار 16 بار»).
    ['لوله پلی اتیلن 90 فشار 16 بار', ['outer_diameter: 90', 'working_pressure: 16']],
    // A label that repeats the category's name, said without it; the head noun of «واشر تخت و فنری» names neither kind.
    ['رول بولت 12 گوه ای', ['anchor_type: wedge', 'nominal_diameter: 12']],
    ['رول بولت غلافی 10', ['anchor_type: sleeve', 'nominal_diameter: 10']],
    ['واشر فنری 16', ['nominal_diameter: 16', 'washer_type: spring']],
    // A bare year is the year of the one «سال …» property whose stored years it falls among.
    ['استاندارد ISO 14001 ویرایش 2015 به زبان انگلیسی', ['edition_year: 2015', 'language: en']],
    ['کد ASME B31.3 2022', ['edition_year: 2022']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('reads a fraction in words whole, keeps a code’s digits a code, and leaves a number no span holds unread', () => {
    const valve = parser.parse('شیر توپی برنجی سه چهارم');
    expect(read('شیر توپی برنجی سه چهارم')).toEqual(['body_material: brass', 'nominal_size: 0.75']);
    expect(valve.unread).toEqual([]);
    // «5L» of «API 5L» is the code's letter, not litres: the standard is still named.
    expect(parser.parse('خرید استاندارد API 5L').category?.name).toBe('استاندارد API 5L');
    // A speed with its unit still speaks for the kind of motor.
    expect(parser.parse('الکتروموتور ۱۸.۵ کیلووات ۱۵۰۰ دور').category?.name).toBe('الکتروموتور سه‌فاز');
    // 5000 is no oil's viscosity, density, drum weight or flash point: no filter is made up.
    expect(read('روغن هیدرولیک 5000')).toEqual(['lubricant_type: hydraulic']);
  });
});

describe('decision 090: yes/no names as buyers shorten them', () => {
  it.each([
    // The plural's «های» written apart, and «همراه با» left out; «بدون» before the whole name makes it a no.
    ['کاتالوگ بلبرینگ با مدل های CAD', ['cad_models: true']],
    ['کاتالوگ پمپ و شیرآلات بدون همراه با مدل‌های CAD', ['cad_models: false']],
    ['کاتالوگ پمپ بدون مدل های CAD', ['cad_models: false']],
    // A long name said without a word of its middle («اشتغال» of «پروانه اشتغال نظام مهندسی»).
    ['طراحی سوله با تکلا و پروانه نظام مهندسی', ['engineering_license: true', 'structural_software: tekla']],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('reads no year into a document that stores none, nor a code’s number as one', () => {
    expect(read('استاندارد ISO 9001')).toEqual([]);
    // Four digits past the stored years by more than five are no edition (a code's number, a quantity).
    expect(read('کد ASME B31.3 2090')).toEqual([]);
  });
});

describe('decision 090: an English name of two sounds in a Persian word of three letters', () => {
  it.each([
    // «Gauge» (its final «ge» sounds «j»), «TIG» of the catalog's labels.
    ['ترانسمیتر فشار گیج با پروتکل هارت', ['measurement_type: gauge', 'output_signal: hart']],
    ['دستگاه جوش تیگ 200 آمپر', ['max_welding_current: 200..', 'welding_process: gtaw']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('keeps a three-letter word that is no label’s English word a word', () => {
    // «پمپ» sounds «pmp», no label's; «کار» is a buyer's filler.
    expect(read('ترانسمیتر فشار برای کار پمپ')).toEqual([]);
  });
});

describe('decision 095: values a category’s scientific name lists, Latin names side by side, the trade’s short names', () => {
  it.each([
    // «Inductive and capacitive proximity sensors» lists the kinds; «خازنی» stays the kind it is.
    [
      'سنسور خازنی M30 با فاصله تشخیص 15 میلی NPN',
      ['housing: m30', 'output_signal: npn', 'proximity_type: capacitive', 'sensing_distance: 15'],
    ],
    // «CO2 (MIG/MAG)»: each Latin name of the pair names the process.
    [
      'دستگاه جوش میگ مگ 350 آمپری سه فاز',
      ['input_phase: three', 'max_welding_current: 350..', 'welding_process: gmaw'],
    ],
    ['کپسول آتش نشانی 6 کیلویی پودری', ['agent: abc_powder', 'charge_mass: 6']],
    ['تابلو MCC کشویی 2500 آمپر فرم 4b', ['form_separation: form4b', 'rated_current: 2500']],
    ['تعمیر پمپ با گارانتی 6 ماهه', ['warranty_months: 6']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('reads no kind into a need that writes the scientific name itself', () => {
    expect(read('Inductive and capacitive proximity sensors')).toEqual([]);
  });
});

describe('decision 095: the kind several kinds fit', () => {
  it.each([
    // Only the IPE beams are Zob Ahan's in the catalog; 200 mm is within both kinds' heights.
    ['تیرآهن بیست ذوب آهن 10 شاخه', 'تیرآهن IPE'],
    // Of the kinds reaching 55 kW (three-phase motors, drives), only the motors store an efficiency class.
    ['الکتروموتور 55 کیلووات آی ای 2', 'الکتروموتور سه‌فاز'],
  ])('%s', (text, category) => {
    for (const form of inEveryDigitSystem(text)) expect(parser.parse(form).category?.name, form).toBe(category);
  });

  it('still asks back when nothing but a number is asked', () => {
    expect(parser.parse('الکتروموتور 11 کیلووات').category?.name).toBe('الکتروموتور و درایو');
  });
});

describe('decision 093: a property named with its parenthesis, an adjective of a label’s first word', () => {
  it.each([
    // The parenthesis belongs to the property's name («سطح مقاومت برشی (EN 388)», «کلاس دقت (DIN 3962)»): no
    // certificate, no number 3962 read from it.
    ['دستکش ایمنی سطح مقاومت برشی (EN 388) C', ['cut_level: c']],
    ['چرخ‌دنده‌سازی کلاس دقت (DIN 3962) 6', ['gear_quality: 6']],
    ['کفش ایمنی کلاس حفاظتی (EN ISO 20345) S3', ['protection_class: s3']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('keeps a standard said alone in parentheses, not after a property’s name', () => {
    expect(read('دستکش ایمنی (EN 388)')).toEqual(['certification: ce_en']);
  });

  it('reads no adjective that is a word of the category’s own name', () => {
    // «برقی» would be «برق شبکه» by its first word, but it is the category's own word here.
    expect(read('وینچ و بالابر برقی زنجیری 1 تن')).toEqual(['hoist_type: chain', 'rated_load: 1']);
  });
});

describe('decision 096: words typed together, numbers in words of several places', () => {
  it.each([
    // Two words of one name without the space («شیرکشویی») or the ZWNJ («کفکش» of «کف‌کش») between them.
    ['شیرکشویی چدنی 4 اینچ', 'شیر کشویی', ['body_material: cast_iron', 'nominal_size: 4']],
    ['شیرسماوری چدنی 3 اینچ', 'شیر سماوری', ['body_material: cast_iron', 'nominal_size: 3']],
    ['دیگبخار 5 تن', 'دیگ بخار', ['steam_output: 5']],
    ['پرچکن بادی 6 بار', 'ابزار بادی', ['air_tool_type: riveter']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it.each([
    // A leaf's own option names the leaf, with no word of its name said.
    ['نوولاک اپوکسی 20 کیلو', 'رزین اپوکسی', ['epoxy_form: novolac', 'package_mass: 20']],
    ['پلی پروپیلن ضربه پذیر تزریقی', 'گرانول پلی‌پروپیلن', ['polymer_application: injection', 'pp_type: impact']],
    ['زایلن در بشکه', 'حلال‌های صنعتی', ['packaging: drum', 'solvent: xylene']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('keeps whole a word the catalog writes as it is', () => {
    expect(parser.parse('لیفتراک دیزلی 3 تن').category?.name).toBe('لیفتراک');
  });

  it.each([
    ['زنجیر و چرخ‌زنجیر 12B سی و دو دندانه', ['chain_size: 12b', 'teeth: 32']],
    ['سیستم اعلام حریق آدرس پذیر سی و دو زون', ['system_type: addressable', 'zones: 32']],
    ['پمپ طبقاتی عمودی بیست و دو طبقه', ['orientation: vertical', 'stages: 22']],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('decision 100: sides as the catalog keeps them, a cable’s neutral, parts of a label, units as adjectives', () => {
  it.each([
    // A hollow section's larger side is its depth whichever way it is said; a disc's diameter is its larger number.
    ['پروفیل و قوطی فولادی 60 در 30', 'پروفیل و قوطی فولادی', ['section_depth: 60', 'section_width: 30']],
    ['پروفیل و قوطی فولادی 30 در 60', 'پروفیل و قوطی فولادی', ['section_depth: 60', 'section_width: 30']],
    ['سنگ و صفحه برش 3 در 350', 'سنگ و صفحه برش', ['disc_diameter: 350', 'disc_thickness: 3']],
    // «۳×۱۸۵+۹۵»: three phases and a reduced neutral are four cores of 185 mm².
    ['کابل فشار ضعیف 3×185+95 آلومینیوم', 'کابل فشار ضعیف', ['conductor: aluminium', 'cores: 4', 'cross_section: 185']],
    ['کابل فشار ضعیف 3x120+70', 'کابل فشار ضعیف', ['cores: 4', 'cross_section: 120']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it.each([
    // A grade's first part names every grade it begins («A4» of A4-70 and A4-80); a code after a standard body's name
    // names its label alone («B31.3» of «ASME B31.3», «2SN» of «EN 853 2SN»).
    ['پیچ و مهره استیل A4 M8', ['nominal_diameter: 8', 'property_class: a4_70,a4_80']],
    ['پیچ و مهره استیل A2 M16', ['nominal_diameter: 16', 'property_class: a2_70']],
    ['اجرای پایپینگ صنعتی طبق B31.3', ['design_code: asme_b31_3']],
    ['شلنگ و اتصالات هیدرولیک 2SN سایز 1 اینچ', ['hose_standard: sae_r2_2sn', 'port_size: 1']],
    // One side of a label joined by «و», and a Latin word of a Persian label, each name it alone.
    ['ریخته‌گری گریز از مرکز برنز', ['alloy: copper']],
    ['ابزار برشی اینسرت روکش CVD قطر 12', ['cutting_diameter: 12', 'cutting_tool_type: insert', 'tool_coating: cvd']],
    // A property's Latin name in its parentheses («ضریب جریان (Cv)»).
    ['شیر کنترل Cv 25 درصد مساوی', ['characteristic: equal_percentage', 'cv: 25']],
    // A size right after a value read as a word, and «قطب» for a motor's poles.
    ['شیر توپی برنجی 3/4 در تبریز', ['body_material: brass', 'nominal_size: 0.75']],
    ['الکتروموتور تک‌فاز 1.1 کیلووات 2 قطب', ['rated_power: 1.1', 'rated_speed: 3000']],
    // A unit said as an adjective: «۲۴ ساعته».
    ['تعمیر و بازسازی گیربکس پاسخ 24 ساعته', ['response_time: 24']],
    ['آموزش HSE دوره 16 ساعته', ['course_duration: 16']],
  ])('%s', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toEqual(expected);
  });

  it('keeps what must stay', () => {
    // «فیلتر» of «فیلتر و کارتریج» is the property's own word here, no respirator type; «میله» is no millimetre.
    expect(read('ماسک و فیلتر تنفسی کلاس فیلتر FFP2')).toEqual(['filter_class: ffp2']);
    expect(read('جک هیدرولیک قطر 63 میله 36 کورس 300')).toEqual([
      'bore_diameter: 63',
      'rod_diameter: 36',
      'stroke: 300',
    ]);
    // A cable's cores against its cross-section the catalog keeps either way round: said order kept.
    expect(read('کابل کنترل و ابزار دقیق 12×1.5')).toEqual(['cores: 12', 'cross_section: 1.5']);
  });
});

describe('decision 100: the kind an option says when the numbers fit none or none was asked', () => {
  it.each([
    // Only plain bars are stored in CK45; the 80 mm asked is past every kind's stored span.
    ['میلگرد CK45 قطر 80', 'میلگرد ساده', ['bar_diameter: 80', 'steel_grade: ck45']],
    // Only rebars are stored in A3, and no number was asked.
    ['میلگرد A3', 'میلگرد آجدار', ['steel_grade: a3']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('still asks back when several kinds store the option', () => {
    // Three-phase and explosion-proof motors both store IE3.
    expect(parser.parse('الکتروموتور IE3').category?.name).toBe('الکتروموتور و درایو');
  });
});

describe('decision 104: codes spelt and learned from titles, labels’ last words, counts, names with numbers', () => {
  it.each([
    // «سی ان سی» is CNC, not the lathe's trade synonym: the CNC kinds, and «تراش» no axis of them.
    [
      'تراش سی ان سی قطعات فولادی تا قطر 150',
      'تراشکاری CNC',
      ['max_part_diameter: 150..', 'workpiece_material: carbon_steel'],
    ],
    ['فرزکاری سی ان سی 3 محور', 'فرزکاری CNC', ['axes: axis3']],
    // A word of time a property's parenthesis holds («ضمانت کار (ماه)»).
    ['تعمیر پمپ 6 ماه ضمانت', 'تعمیر پمپ', ['warranty_months: 6']],
    ['تعمیر و بازسازی گیربکس 18 ماه گارانتی', 'تعمیر و بازسازی گیربکس', ['warranty_months: 18']],
    // A label's last word said alone («دستی گیربکسی»); a count in a number word («4 نقطه‌ای», «3 محور»).
    ['شیر پروانه‌ای 8 اینچ گیربکسی', 'شیر پروانه‌ای', ['actuation: gear', 'nominal_size: 8']],
    ['کلاه ایمنی شش نقطه', 'کلاه ایمنی', ['suspension: six_point']],
    ['فرزکاری CNC سه محور', 'فرزکاری CNC', ['axes: axis3']],
    // A fraction without its inch mark, of a label that writes it («1/2"», «1/2" NPT»).
    [
      'بکس بادی 1/2 گشتاور 900 نیوتن متر',
      'ابزار بادی',
      ['air_tool_type: impact_wrench', 'max_torque: 900..', 'square_drive: d1_2'],
    ],
    ['گیج فشار اتصال 1/2 NPT', 'گیج فشار', ['process_connection: npt_1_2']],
    // A code the products' titles write before a value («ISO VG 46», «K65»), glued to the number.
    ['روغن هیدرولیک VG68', 'روغن و گریس صنعتی', ['lubricant_type: hydraulic', 'viscosity_40c: 68']],
    ['پودر PVC K70', 'پودر PVC', ['k_value: 70']],
    // «X دار» for «دارای X»; a yes/no name said whole though the category's name took one of its words.
    ['جوشکاری CO2 با جوشکاران گواهی دار', 'جوشکاری CO2', ['certified_welders: true']],
    ['پایش عوامل زیان آور محیط کار آزمایشگاه معتمد محیط زیست', 'پایش عوامل زیان‌آور محیط کار', ['doe_licensed: true']],
    // A synonym phrase of the steel's name does not stretch over the word after it («ترجمه»).
    ['استاندارد ASTM A240 ورق استیل ترجمه فارسی', 'استاندارد ASTM A240', ['translated: true']],
    // A count's name after its number, then a bare number the products store for another property.
    ['کابل کنترل 12 رشته 1.5', 'کابل کنترل و ابزار دقیق', ['cores: 12', 'cross_section: 1.5']],
    // «منهای» is minus; the number inside a property's name is part of the name.
    ['درایر هوای فشرده نقطه شبنم منهای 20', 'درایر هوای فشرده', ['pressure_dew_point: -20']],
    ['روغن و گریس صنعتی گرانروی در 40 درجه 100 سانتی‌استوکس', 'روغن و گریس صنعتی', ['viscosity_40c: 100']],
    // A parenthesis several options share («(مهره)») gives way to a grade said in full.
    ['استاد بولت B7 M20 با مهره 2H', 'استاد بولت', ['nominal_diameter: 20', 'property_class: b7_2h']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('keeps what must stay', () => {
    // A label's last word is weaker than a label said whole: a floodlight said waterproof is no tri-proof fitting too.
    expect(read('چراغ صنعتی پروژکتور 150 وات ضد آب')).toEqual(['lamp_power: 150', 'luminaire_type: flood']);
    // A title's code is read only as the titles write it: «M» of a bolt still reads the pair after it.
    expect(read('پیچ آلن ام ۸ در ۲۵ گرید ۱۲.۹')).toEqual([
      'length: 25',
      'nominal_diameter: 8',
      'property_class: c12_9',
    ]);
    // «مهره» alone still names the nuts' classes, as a family.
    expect(read('پیچ و مهره پرمقاومت مهره M16').filter((f) => f.startsWith('property_class'))).toEqual([
      'property_class: n8,n10',
    ]);
  });
});

describe('decision 108: labels said apart, the category said again, counts named by their value, codes after their property’s word', () => {
  it.each([
    // A label of two words said apart around a number («چدنی پره‌ای»), a word of the category's name between.
    ['دیگ آب گرم چدنی 9 پره', 'دیگ آب گرم', ['boiler_type: cast_iron_sectional', 'sections: 9']],
    ['دیگ چدنی شوفاژ 11 پره', 'دیگ آب گرم', ['boiler_type: cast_iron_sectional', 'sections: 11']],
    // Words of the category's name, though the classifier read it from others, are no option of it.
    ['بوشن دنده ای 3 اینچ', 'اتصالات دنده‌ای', ['nominal_size: 3']],
    ['نشریات سازمان برنامه و بودجه فایل pdf', 'نشریات سازمان برنامه و بودجه', ['file_format: pdf']],
    // A count word that names a property with its own value after it («شاخه ۱۲ متری» of «طول شاخه یا ورق»).
    ['میلگرد آجدار 20 شاخه 12 متری', 'میلگرد آجدار', ['bar_diameter: 20', 'length: 12']],
    // A code's number after a word of its property's name («سایز استاندارد»: NG16).
    ['شیر هیدرولیک سایز 16 بوبین 24 ولت DC', 'شیر هیدرولیک', ['coil_voltage: dc24', 'valve_size: ng16']],
    // A count's name after its number without «تعداد», and the singular of its Arabic plural («نقاط»).
    ['کنترلر PLC با 32 ورودی خروجی دیجیتال', 'کنترلر PLC', ['digital_io: 32']],
    ['پی ال سی 8 ورودی خروجی آنالوگ', 'کنترلر PLC', ['analog_io: 8']],
    ['هارنس 3 نقطه اتصال', 'هارنس و کمربند ایمنی', ['attachment_points: 3']],
    // A number property's English initials («OD» of outer_diameter, «WT» of wall_thickness).
    ['رولبرینگ مخروطی OD 80 عرض 22', 'رولبرینگ مخروطی', ['outer_diameter: 80', 'width: 22']],
    ['لوله مانیسمان OD 168.3 WT 7.1', 'لوله مانیسمان', ['outer_diameter: 168.3', 'wall_thickness: 7.1']],
    // A label said as part of another label picked with it («اپوکسی» of «اپوکسی غنی از روی (زینک ریچ)»).
    ['رنگ اپوکسی زینک ریچ 60 میکرون', 'رنگ و پوشش صنعتی', ['coating_type: zinc_rich', 'dft_per_coat: 60']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('keeps what must stay', () => {
    // A count word with no value after it still counts: thirty branches of a 20 mm rebar.
    const rebar = parser.parse('میلگرد آجدار 20 ذوب آهن 30 شاخه');
    expect(rebar.quantity?.amount).toBe(30);
    expect(read('میلگرد آجدار 20 ذوب آهن 30 شاخه')).toEqual(['bar_diameter: 20', 'producer: zob_ahan']);
    // «سایز» before a number names no code of a property not named «سایز …»: a ball valve's size stays in inches.
    expect(read('شیر توپی سایز 2')).toEqual(['nominal_size: 2']);
    // A label said twice, apart, is asked for as said: both irons.
    expect(read('پمپ چدن و چدن نشکن')).toEqual(['body_material: cast_iron,ductile_iron']);
    // A word of a split label with no number between is the word alone: a steam boiler's cast iron.
    expect(read('دیگ بخار 3 تن چدنی')).toEqual(['material: cast_iron', 'steam_output: 3']);
  });
});

describe('decision 113: mixed inch fractions, a length past the products as the quantity, a signal without its unit, bearing codes, rules a job follows, a unit that names an instrument, the head of the phrase', () => {
  it.each([
    // «1.1/4»: one and a quarter inch, the point between the whole and the fraction; «2.1/2» two and a half.
    ['لوله گالوانیزه 1.1/4 اینچ', 'لوله گالوانیزه', ['nominal_size: 1.25']],
    ['شیر توپی 2.1/2 اینچ برنجی', 'شیر توپی', ['body_material: brass', 'nominal_size: 2.5']],
    // «4-20» without «mA»: the one label that is that range and a unit only (not «4-20 mA + HART»).
    ['ترانسمیتر فشار 0 تا 16 بار 4-20', 'ترانسمیتر فشار', ['output_signal: ma4_20', 'pressure_range: 0..16']],
    // A bearing's series code: the bore its last two digits give (ISO 15), as the catalog's titles write it.
    ['بلبرینگ شیار عمیق 6207 SKF', 'بلبرینگ شیار عمیق', ['bore_diameter: 35']],
    ['رولبرینگ مخروطی 32212', 'رولبرینگ مخروطی', ['bore_diameter: 60']],
    // A code after «طبق» is the rule the job follows: an option of the service, not the standard's document.
    [
      'جوشکاری خطوط لوله 16 اینچ طبق API 1104',
      'جوشکاری خطوط لوله',
      ['max_pipe_size: 16..', 'qualification_code: api_1104'],
    ],
    // A unit's word not after a number, a whole option label: the instrument.
    [
      'میکرومتر دیجیتال 0 تا 25 میلیمتر',
      'ابزار اندازه‌گیری',
      ['digital: true', 'instrument_type: micrometer', 'measuring_range: 0..25'],
    ],
    // The head of the noun phrase first: a welding machine, not welding.
    ['اینورتر جوش 200 آمپر', 'دستگاه جوش', ['max_welding_current: 200..']],
    // A name's broken plural said singular («خطوط» → «خط»).
    ['جوشکاری خط لوله 24 اینچ', 'جوشکاری خطوط لوله', ['max_pipe_size: 24..']],
    // A rate said without «بر», a unit spelt without its last letter.
    ['نوار نقاله ظرفیت 300 تن ساعت', 'نوار نقاله', ['conveying_capacity: 300']],
    ['پمپ دنده ای ویسکوزیته 500 سانتی استوک', 'پمپ دنده‌ای', ['max_viscosity: 500..']],
    // A word in a property's parenthesis that is also a unit; a property named beside a percent.
    ['استپر موتور 1.8 درجه', 'استپر موتور', ['step_angle: 1.8']],
    ['رنگ اپوکسی جامد حجمی 70 درصد', 'رنگ و پوشش صنعتی', ['coating_type: epoxy', 'volume_solids: 70']],
    // Trade names in Persian letters; a label's Latin names side by side, one opening with a digit («ZZ / 2Z»).
    ['ترانسمیتر فشار دیفرانسیلی', 'ترانسمیتر فشار', ['measurement_type: differential']],
    ['پمپ هیدرولیک آکسیال پیستون 45 سی سی', 'پمپ هیدرولیک', ['displacement: 45', 'hydraulic_pump_type: axial_piston']],
    ['تست التراسونیک جوش', 'تست‌های غیرمخرب (NDT)', ['ndt_method: ut']],
    ['بلبرینگ شیار عمیق 6306 ZZ', 'بلبرینگ شیار عمیق', ['bore_diameter: 30', 'seal: zz']],
    // A section of a code in a number word.
    ['کد ASME سکشن نه', 'کد ASME Section IX', []],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('reads a length past what the products store as the quantity, and keeps what must stay', () => {
    for (const form of inEveryDigitSystem('لوله مانیسمان 4 اینچ 150 متر')) {
      const pipe = parser.parse(form);
      expect(pipe.quantity?.amount, form).toBe(150);
      expect(read(form), form).toEqual(['nominal_size: 4']);
    }
    // A branch's length the products store, or said as an adjective, stays the property.
    expect(read('لوله مانیسمان 4 اینچ شاخه 6 متری')).toEqual(['nominal_size: 4', 'pipe_length: 6']);
    expect(read('لوله پلی اتیلن 63 میلیمتر کلاف 100 متری')).toEqual(['outer_diameter: 63', 'pipe_length: 100']);
    // «7/5» is still 7.5, and «3/4» three quarters.
    expect(read('الکتروموتور سه فاز 7/5 کیلووات')).toEqual(['rated_power: 7.5']);
    expect(read('شیر توپی 3/4 اینچ')).toEqual(['nominal_size: 0.75']);
    // «0-10» with a unit is a range, not the «0-10 V» label.
    expect(read('ترانسمیتر فشار 0-10 بار')).toEqual(['pressure_range: 0..10']);
  });
});

describe('decision 115: counts in the trade’s Latin words, a code’s section without «Section», a machine, a label’s number after the name, a reducer’s two sizes', () => {
  it.each([
    // «دوبل», «سینگل»: the label that opens with two or one, where a property's labels count.
    ['زنجیر صنعتی 12B دوبل', 'زنجیر و چرخ‌زنجیر', ['chain_size: 12b', 'strands: duplex']],
    ['زنجیر 10B سینگل', 'زنجیر و چرخ‌زنجیر', ['chain_size: 10b', 'strands: simplex']],
    ['جرثقیل سقفی دوبل 10 تن', 'جرثقیل سقفی', ['girder: double', 'rated_load: 10']],
    // «ASME VIII» without «Section».
    [
      'ساخت مخزن تحت فشار ASME VIII فولاد ضدزنگ',
      'ساخت مخازن تحت فشار',
      ['design_code: asme_viii', 'fabrication_material: stainless'],
    ],
    // A need that opens with «دستگاه» asks for the machine whose option is the job said, not the job.
    ['دستگاه برش پلاسما 40 آمپر', 'دستگاه جوش', ['max_welding_current: 40..', 'welding_process: plasma_cut']],
    // A number right after the name, with no unit, that is one option's label with its unit («90 درجه»).
    ['زانو 90 جوشی 6 اینچ', 'زانو جوشی', ['angle: deg90', 'nominal_size: 6']],
    // «در» between a reducer's two sizes, as «به».
    ['تبدیل 8 در 6', 'تبدیل جوشی', ['nominal_size: 8', 'small_end_size: 6']],
    ['تبدیل خارج از مرکز 6 در 3', 'تبدیل جوشی', ['nominal_size: 6', 'reducer_type: eccentric', 'small_end_size: 3']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('keeps what must stay', () => {
    // A property whose labels do not count («گازسوز / دوگانه‌سوز»): «دوبل» names nothing there.
    expect(read('دیگ بخار دوبل 5 تن')).not.toContainEqual(expect.stringMatching(/^fuel/));
    // A number after the name that no label writes stays a measure («تیرآهن ۱۸» is a 180 mm section).
    expect(read('تیرآهن 18')).toEqual(['section_height: 180']);
    // A range with a unit stays a range; a grade said alone is still the grade.
    expect(read('ترانسمیتر فشار 0 تا 100 بار')).toEqual(['pressure_range: 0..100']);
    expect(read('فلنج گلودار 4 اینچ 150 پوند')).toEqual(['nominal_size: 4', 'pressure_class: class_150']);
    // «قوطی ۵۰ در ۵۰» is still a section's two sides.
    expect(read('قوطی 50 در 50')).toEqual(['section_depth: 50', 'section_width: 50']);
  });
});

describe('decision 118: names the labels do not write, ordinals, an inch fraction, a category checked against the values said', () => {
  it.each([
    // Names of option values the labels do not write (vocabulary.ts, LABEL_SYNONYMS).
    ['شیر برقی 1 اینچ نرمال کلوز 220 ولت', 'شیر برقی', ['coil_voltage: ac220', 'nominal_size: 1', 'normal_state: nc']],
    [
      'سلونوئید ولو 1/2 نرمال اپن 24 ولت دی سی',
      'شیر برقی',
      ['coil_voltage: dc24', 'nominal_size: 0.5', 'normal_state: no'],
    ],
    ['شیر کشویی 4 اینچ فلکه ای', 'شیر کشویی', ['actuation: manual', 'nominal_size: 4']],
    [
      'شیر پروانه ای ویفری 10 اینچ دسته دار',
      'شیر پروانه‌ای',
      ['actuation: manual', 'connection: wafer', 'nominal_size: 10'],
    ],
    ['مبدل صفحه ای واشری 200 کیلووات', 'مبدل حرارتی صفحه‌ای', ['phe_type: gasketed', 'thermal_capacity: 200']],
    ['نوار نقاله لاستیکی عرض 1000', 'نوار نقاله', ['belt_width: 1000', 'conveyor_belt_type: ep_fabric']],
    ['شیر هیدرولیک سیتاپ 7', 'شیر هیدرولیک', ['valve_size: ng16']],
    // An ordinal in words, alone or after «و».
    ['استاندارد API 650 ویرایش سیزدهم', 'استاندارد API 650', ['edition: 13']],
    ['استاندارد API 5L ویرایش چهل و ششم', 'استاندارد API 5L', ['edition: 46']],
    // A number written as an inch fraction, for a size kept in millimetres.
    [
      'استاد بولت B7 سایز 5/8 طول 150',
      'استاد بولت',
      ['length: 150', 'nominal_diameter: 15.875', 'property_class: b7_2h'],
    ],
    // The generator's synonym «موتور برق» with a motor's values: the motor.
    ['موتور برق سه فاز 11 کیلووات 4 پل', 'الکتروموتور سه‌فاز', ['rated_power: 11', 'rated_speed: 1500']],
    // Bearing kinds tied by the name: the kind whose products store more of the options said.
    ['بلبرینگ 6006 ZZ ژاپنی', 'بلبرینگ شیار عمیق', ['bore_diameter: 30', 'origin: japan', 'seal: zz']],
    ['بلبرینگ 6010 2RS ایتالیا', 'بلبرینگ شیار عمیق', ['bore_diameter: 50', 'origin: italy', 'seal: rs']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('keeps what must stay', () => {
    // «موتور برق» with a generator's values is still the generator.
    expect(parser.parse('موتور برق 60 کیلوولت آمپر سایلنت').category?.name).toBe('دیزل ژنراتور');
    // Words that read as another category's options do not move a need that left no value unread.
    expect(parser.parse('آنودایزینگ قطعات آلومینیومی').category?.name).toBe('آنودایزینگ');
    // «سیم» is a wire, not the thirtieth; «7/5» is still 7.5.
    expect(read('کابل سیم مسی')).toEqual(['conductor: copper']);
    expect(read('میلگرد 7/5')).toEqual(['bar_diameter: 7.5']);
  });
});

describe('decision 120: names the labels do not write, bare ranges, values a close category or a name span took', () => {
  it.each([
    // Names of option values the labels do not write (vocabulary.ts, LABEL_SYNONYMS_120), each with its source.
    [
      'چیلر جذبی لیتیوم برماید 500 کیلووات',
      'چیلر صنعتی',
      ['chiller_type: absorption', 'refrigerant: libr_water', 'thermal_capacity: 500'],
    ],
    ['انکر بولت J شکل M16', 'انکر بولت و رول‌بولت', ['anchor_type: cast_in', 'nominal_diameter: 16']],
    ['انکر بولت جی شکل M36', 'انکر بولت و رول‌بولت', ['anchor_type: cast_in', 'nominal_diameter: 36']],
    ['صفحه الماسه 230', 'سنگ و صفحه برش', ['disc_diameter: 230', 'disc_type: diamond']],
    ['مته کبالت 10 میل', 'ابزار برشی', ['cutting_diameter: 10', 'cutting_tool_type: drill', 'tool_material: hss_co']],
    ['فولاد گرمکار 2344 قطر 120', 'فولاد آلیاژی', ['bar_diameter: 120', 'steel_grade: din1_2344']],
    ['ترموکوپل نوع J طول غلاف 250', 'ترموکوپل و سنسور دما', ['probe_length: 250', 'sensor_type: type_j']],
    ['کپسول دی اکسید کربن 6 کیلویی', 'کپسول آتش‌نشانی', ['agent: co2', 'charge_mass: 6']],
    [
      'کلید کمپکت 630 آمپر رله الکترونیک',
      'کلید اتوماتیک',
      ['breaker_type: mccb', 'rated_current: 630', 'trip_unit: electronic'],
    ],
    ['شلنگ هیدرولیک دو سیم 3/4 اینچ', 'شلنگ و اتصالات هیدرولیک', ['hose_standard: sae_r2_2sn', 'port_size: 0.75']],
    ['سروو موتور 2 کیلووات انکودر ابسولوت 23 بیتی', 'سروو موتور', ['encoder: abs23', 'rated_power: 2']],
    ['بوشن دنده ای 1 اینچ فورج', 'اتصالات دنده‌ای', ['material_grade: a105', 'nominal_size: 1']],
    // Names of properties (PROPERTY_ALIASES_120): a set's pieces, a U stamp, erection on site, an oil's ISO grade.
    ['جعبه بکس 72 پارچه', 'ابزار دستی', ['hand_tool_type: socket_set', 'pieces: 72']],
    ['ساخت مخزن تحت فشار با مهر U تا 40 بار', 'ساخت مخازن تحت فشار', ['design_pressure: 40..', 'u_stamp: true']],
    [
      'ساخت مخزن ذخیره 3000 متر مکعب با نصب در سایت',
      'ساخت مخازن ذخیره',
      ['max_vessel_volume: 3000..', 'site_erection: true'],
    ],
    ['روغن هیدرولیک ایزو 46', 'روغن و گریس صنعتی', ['lubricant_type: hydraulic', 'viscosity_40c: 46']],
    [
      'PLC دلتا 16 ورودی خروجی دیجیتال با پورت شبکه',
      'کنترلر PLC',
      ['digital_io: 16', 'ethernet: true', 'plc_brand: delta'],
    ],
    // A range said with no unit and no name: the one range property it can belong to, in that property's unit.
    ['آچار ترکمتر 20 تا 100', 'ابزار دستی', ['hand_tool_type: torque_wrench', 'torque_range: 20..100']],
    ['میکرومتر 50-75', 'ابزار اندازه‌گیری', ['instrument_type: micrometer', 'measuring_range: 50..75']],
    ['گیج فشار صفحه 63 رنج 0 تا 25', 'گیج فشار', ['dial_size: 63', 'pressure_range: 0..25']],
    // A reducer's two sizes between the words of its name, with «در» or «به».
    ['تبدیل 8 در 4 جوشی', 'تبدیل جوشی', ['nominal_size: 8', 'small_end_size: 4']],
    ['تبدیل هم مرکز 10 به 6 جوشی', 'تبدیل جوشی', ['nominal_size: 10', 'reducer_type: concentric', 'small_end_size: 6']],
    // A value a close, unrelated category's name holds stays free for the category read («تک فاز» of a motor).
    ['پمپ کفکش تکفاز 1.5 کیلووات', 'پمپ شناور', ['motor_power: 1.5', 'phase: single', 'submersible_type: drainage']],
    // A label's family said as written («استیل» folds to «فولاد ضدزنگ» once, not twice), after a stemmed name word.
    ['شیر توپی استیل 3 اینچ', 'شیر توپی', ['body_material: cf8,cf8m', 'nominal_size: 3']],
    ['پمپ طبقاتی استیل 7.5 کیلووات', 'پمپ طبقاتی', ['body_material: ss304,ss316', 'motor_power: 7.5']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });

  it('does not say a word was not understood when it chose the category the need was read under', () => {
    // «موتور برق» names the generator; the values read it as the three-phase motor, whose name holds «سه فاز».
    for (const form of inEveryDigitSystem('موتور برق سه فاز 22 کیلووات 4 پل')) {
      const need = parser.parse(form);
      expect(need.category?.name, form).toBe('الکتروموتور سه‌فاز');
      expect(need.unread, form).toEqual([]);
    }
    // A word no reading took is still listed.
    expect(parser.parse('موتور برق سه فاز 22 کیلووات 4 پل قرمز').unread).toEqual(['قرمز']);
  });

  it('keeps what must stay', () => {
    // A range an option's label writes is that option, not the range property beside it.
    expect(read('ترانسمیتر فشار 0 تا 6 بار خروجی 4-20')).toEqual(['output_signal: ma4_20', 'pressure_range: 0..6']);
    // A range property named is still read by its name; a bare range with two range properties that both hold it
    // goes to neither unless one is the category's own.
    expect(read('کفش ایمنی سایز 40 تا 46')).toEqual(['size_range: 40..46']);
    // «فورج» of a valve's pressure class «Class 800 (فورج)» still reads the class.
    expect(read('شیر سماوری کلاس 800 1/2 اینچ')).toEqual(['nominal_size: 0.5', 'pressure_class: class_800']);
  });
});

describe('decision 124: a name read by what the category stores', () => {
  it.each([
    // «برقی» of a forklift is its battery drive: its products store battery and diesel, never the grid.
    [
      'لیفتراک برقی 2.5 تن ارتفاع 4.5 متر',
      'لیفتراک',
      ['lifting_height: 4.5', 'power_source: battery', 'rated_load: 2.5'],
    ],
    ['لیفتراک برقی 3 تنی', 'لیفتراک', ['power_source: battery', 'rated_load: 3']],
    // A conveyor's products store the grid: «برقی» stays «برق شبکه» there; a pallet truck's stays its type.
    ['نوار نقاله برقی', 'نوار نقاله', ['power_source: electric']],
    ['جک پالت برقی 2 تن', 'جک پالت', ['pallet_truck_type: electric', 'rated_load: 2']],
    // One kind of a category named «A و B» said alone: the options whose labels open with its words, unless a value
    // said in full names one.
    [
      'تسمه باربرداری 5 تن 6 متر',
      'اسلینگ و تسمه باربرداری',
      ['rated_load: 5', 'sling_length: 6', 'sling_type: webbing'],
    ],
    ['رول بولت 12 در 100', 'انکر بولت و رول‌بولت', ['anchor_type: wedge,sleeve', 'length: 100', 'nominal_diameter: 12']],
    ['رول بولت 12 گوه ای', 'انکر بولت و رول‌بولت', ['anchor_type: wedge', 'nominal_diameter: 12']],
    ['انکر بولت J شکل M24', 'انکر بولت و رول‌بولت', ['anchor_type: cast_in', 'nominal_diameter: 24']],
    ['رنگ نسوز تا 800 درجه', 'رنگ و پوشش صنعتی', ['coating_type: silicone_heat', 'heat_resistance: 800..']],
  ])('%s', (text, category, expected) => {
    for (const form of inEveryDigitSystem(text)) {
      expect(parser.parse(form).category?.name, form).toBe(category);
      expect(read(form), form).toEqual(expected);
    }
  });
});
