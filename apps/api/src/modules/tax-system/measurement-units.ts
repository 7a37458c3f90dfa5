// The unit of measure of an invoice row (`mu`, decision 057): the tax organisation's own codes, and the units
// this site's lines are written in mapped onto them.
//
// Source of the codes: the tax organisation's table of measurement units for سامانه مودیان, «RC_UMGS.ST» edition
// 1.18 (اردیبهشت ۱۴۰۴), which the invoice instructions (RC_IITP) name as the values `mu` may take; a code outside
// it is refused by the system (error 0103502). The table was not at hand as the PDF itself: the codes below were
// taken from two independent public transcriptions of it (a Python and a Java Moadian client) that agree code for
// code, and checked against the tax organisation's notice of 1404/02/14 (نفر-ماه added as 16134) and the
// official SDK's samples, which sell a سرسیلندر by weight with mu «164» (کیلوگرم). Names are the table's, with
// Arabic ي/ك written as Persian letters. In pattern 1 («فروش») the field is optional; a line that has a unit is
// sent with its code, and a unit without one is refused before anything is sent (a guessed code would be a wrong
// invoice). The organisation revises the table: a new code is one more row here.
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizeForSearch } from '@bazaar/fa/normalize';

/** code → the table's name, in code order. */
export const MOADIAN_UNITS: Readonly<Record<string, string>> = {
  '161': 'برگ',
  '162': 'تیوب',
  '163': 'قالب',
  '164': 'کیلوگرم',
  '165': 'متر',
  '166': 'صفحه',
  '168': 'حلب',
  '169': 'تن',
  '1610': 'کلاف',
  '1611': 'لنگه',
  '1612': 'عدل',
  '1613': 'جعبه',
  '1614': 'گالن',
  '1615': 'کیسه',
  '1616': 'نخ',
  '1617': 'جلد',
  '1618': 'توپ',
  '1619': 'ست',
  '1620': 'دست',
  '1622': 'گرم',
  '1624': 'کارتن',
  '1625': 'سطل',
  '1626': 'تانکر',
  '1627': 'عدد',
  '1628': 'بسته',
  '1629': 'پاکت',
  '1630': 'حلقه (رول)',
  '1631': 'دستگاه',
  '1632': 'فروند',
  '1633': 'سیلندر',
  '1635': 'قرقره',
  '1636': 'جام',
  '1637': 'لیتر',
  '1638': 'بطری',
  '1639': 'بشکه',
  '1640': 'تخته',
  '1641': 'رول',
  '1642': 'طاقه',
  '1643': 'جفت',
  '1644': 'قوطی',
  '1645': 'متر مربع',
  '1646': 'شاخه',
  '1647': 'متر مکعب',
  '1648': 'دبه',
  '1649': 'پالت',
  '1650': 'ساشه',
  '1651': 'بانکه',
  '1652': 'شعله',
  '1653': 'واحد',
  '1654': 'ورق',
  '1656': 'بندیل',
  '1659': 'چلیک',
  '1660': 'شانه',
  '1661': 'دوجین',
  '1665': 'شیت',
  '1666': 'مخزن',
  '1667': 'حلقه (دیسک)',
  '1668': 'حلقه (رینگ)',
  '1669': 'کیلووات ساعت',
  '1673': 'قراص',
  '1676': 'نفر',
  '1678': 'قیراط',
  '1679': 'فوت مربع',
  '1680': 'طغرا',
  '1681': 'ویال',
  '1683': 'کپسول',
  '1684': 'سبد',
  '1687': 'فاقد بسته بندی',
  '1689': 'ثوب',
  '1690': 'نیم دوجین',
  '1693': 'کارتن (case master)',
  '1694': 'قراصه (bundle)',
  '16100': 'میلی لیتر',
  '16101': 'میلی متر',
  '16102': 'میلی گرم',
  '16103': 'ساعت',
  '16104': 'روز',
  '16105': 'تن کیلومتر',
  '16108': 'لیوان',
  '16110': 'ثانیه',
  '16111': 'دقیقه',
  '16112': 'ماه',
  '16113': 'سال',
  '16114': 'قطعه',
  '16115': 'سانتی متر',
  '16116': 'سانتی متر مربع',
  '16117': 'نوبت',
  '16118': 'مگا وات ساعت',
  '16119': 'گیگا بایت بر ثانیه',
  '16120': 'نسخه (جلد)',
  '16121': 'نفر-ساعت',
  '16122': 'کیلومتر',
  '16125': 'آمپر',
  '16126': 'میلی آمپر',
  '16127': 'مثقال',
  '16128': 'سیر',
  '16129': 'دفعه (time)',
  '16130': 'مگا یونیت',
  '16131': 'کادر',
  '16132': 'پرس',
  '16133': 'بلوک',
  '16134': 'نفر-ماه',
};

/**
 * How this site writes units the table names otherwise: the measurement units' own names and symbols (units.json:
 * «تن (متریک)», kg, m²…), a product of the standards shelf sold by the copy («نسخه»: a copy of a publication is
 * the table's «نسخه (جلد)»), and the trade's short forms (کیلو for کیلوگرم, جین for دوجین). Units with no row in the
 * table (پروژه, دوره, حلقه without its kind…) are deliberately absent.
 */
const SITE_SPELLINGS: Readonly<Record<string, string>> = {
  'تن (متریک)': '169',
  کیلو: '164',
  نسخه: '16120',
  جین: '1661',
  kg: '164',
  g: '1622',
  t: '169',
  m: '165',
  mm: '16101',
  cm: '16115',
  km: '16122',
  'm²': '1645',
  'cm²': '16116',
  'ft²': '1679',
  'm³': '1647',
  L: '1637',
  kWh: '1669',
  A: '16125',
  mA: '16126',
  s: '16110',
  min: '16111',
  h: '16103',
  d: '16104',
};

/** The comparison key of a unit as written: Persian letters and digits folded, spaces and ZWNJ ignored. */
const keyOf = (unit: string) => normalizeForSearch(unit).replace(/\s+/g, '');

const BY_KEY = new Map<string, string>([
  ...Object.entries(MOADIAN_UNITS).map(([code, name]) => [keyOf(name), code] as [string, string]),
  ...Object.entries(SITE_SPELLINGS).map(([name, code]) => [keyOf(name), code] as [string, string]),
]);

/** The table's code for a unit as a line writes it («عدد» → 1627, «متر‌مربع» → 1645); null when it has none. */
export function moadianUnitCode(unit: string): string | null {
  return BY_KEY.get(keyOf(unit)) ?? null;
}

/** Whether a code is one of the table's (what the system checks of `mu`). */
export const isMoadianUnitCode = (code: string) => Object.hasOwn(MOADIAN_UNITS, code);

/**
 * Why the invoice cannot be sent for its units, in Persian, naming each row and unit the table has no code for;
 * null when every row's unit has one (a row without a unit, the shipping charge, is sent without `mu`).
 */
export function unitRefusal(lines: readonly { unitTitle: string | null }[]): string | null {
  const missing = lines.flatMap((line, i) =>
    line.unitTitle !== null && moadianUnitCode(line.unitTitle) === null
      ? [`ردیف ${toPersianDigits(i + 1)}: واحد «${line.unitTitle}»`]
      : [],
  );
  if (missing.length === 0) return null;
  return [
    `${missing.join('، ')} در جدول واحدهای اندازه‌گیری سامانه مودیان کدی ندارد؛`,
    'این صورتحساب با آن به سامانه فرستاده نمی‌شود. برای فروش‌های بعد، واحد فروش کالا را یکی از واحدهای آن جدول',
    'بگذارید (مانند عدد، دستگاه، کیلوگرم، متر یا ساعت).',
  ].join(' ');
}
