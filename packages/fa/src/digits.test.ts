// Tests for Persian digit conversion and number/price formatting.
import { describe, expect, it } from 'vitest';
import { formatNumberFa, persianTextSegments, toLatinDigits, toPersianDigits, toPersianDigitsInText } from './digits';

describe('toPersianDigits', () => {
  it('turns Latin and Arabic-Indic digits into Persian and leaves other text alone', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits('٠١٢٣٤٥٦٧٨٩')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits('پمپ 32 و ٤ عدد، ۵ کیلو')).toBe('پمپ ۳۲ و ۴ عدد، ۵ کیلو');
    expect(toPersianDigits('')).toBe('');
  });

  it('writes numbers without grouping or exponent notation', () => {
    expect(toPersianDigits(1234567)).toBe('۱۲۳۴۵۶۷');
    expect(toPersianDigits(-12.5)).toBe('-۱۲.۵');
    expect(toPersianDigits(0)).toBe('۰');
    expect(toPersianDigits(1e21)).toBe(`۱${'۰'.repeat(21)}`);
    expect(toPersianDigits(1.5e-7)).toBe('۰.۰۰۰۰۰۰۱۵');
  });
});

describe('toLatinDigits', () => {
  it('turns Arabic-Indic and Persian digits into Latin', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('کد ۱۲۳ و ٤٥٦ و 789')).toBe('کد 123 و 456 و 789');
    expect(toLatinDigits('')).toBe('');
  });
});

describe('formatNumberFa', () => {
  it('groups thousands with the Persian separator and uses Persian digits', () => {
    expect(formatNumberFa(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumberFa(999)).toBe('۹۹۹');
    expect(formatNumberFa(1000)).toBe('۱٬۰۰۰');
    expect(formatNumberFa(0)).toBe('۰');
  });

  it('keeps the minus sign of negative numbers', () => {
    expect(formatNumberFa(-1234567)).toBe('-۱٬۲۳۴٬۵۶۷');
    expect(formatNumberFa(-5n)).toBe('-۵');
    expect(formatNumberFa(-0)).toBe('۰');
  });

  it('writes decimals after the Persian decimal separator without rounding them', () => {
    expect(formatNumberFa(1234.5)).toBe('۱٬۲۳۴٫۵');
    expect(formatNumberFa(0.125)).toBe('۰٫۱۲۵');
  });

  it('formats bigints and numbers too large for plain String()', () => {
    expect(formatNumberFa(12345678901234567890n)).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٬۵۶۷٬۸۹۰');
    expect(formatNumberFa(1e21)).toBe('۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰');
  });

  it('refuses NaN and Infinity', () => {
    expect(() => formatNumberFa(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumberFa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toPersianDigitsInText', () => {
  it('writes the numbers of Persian text in Persian digits and keeps model codes in Latin digits', () => {
    expect(toPersianDigitsInText('جرثقیل سقفی تک‌پل 5 تن دهانه 15 متر مدل UB-845')).toBe(
      'جرثقیل سقفی تک‌پل ۵ تن دهانه ۱۵ متر مدل UB-845',
    );
    expect(toPersianDigitsInText('استاد بولت B7 سایز 5/8 اینچ با دو مهره 2H مدل JB-861')).toBe(
      'استاد بولت B7 سایز ۵/۸ اینچ با دو مهره 2H مدل JB-861',
    );
  });

  it('keeps the number of a standard after its Latin name', () => {
    expect(toPersianDigitsInText('گواهی ISO 9001 و پیچ DIN 934 در 3 اندازه')).toBe(
      'گواهی ISO 9001 و پیچ DIN 934 در ۳ اندازه',
    );
  });

  it('keeps the number of a standard in brackets or before punctuation', () => {
    expect(toPersianDigitsInText('پمپ EN 733 (DIN 24255) در 2 سایز')).toBe('پمپ EN 733 (DIN 24255) در ۲ سایز');
    expect(toPersianDigitsInText('طبق ISO 9001، با 3 سال ضمانت')).toBe('طبق ISO 9001، با ۳ سال ضمانت');
    expect(toPersianDigitsInText('(12 عدد)')).toBe('(۱۲ عدد)');
  });

  it('leaves text without digits as it is', () => {
    expect(toPersianDigitsInText('پمپ  سانتریفیوژ')).toBe('پمپ  سانتریفیوژ');
  });

  it('writes a decimal point between digits as the Persian separator, in Persian text only', () => {
    expect(toPersianDigitsInText('پمپ شناور 4 اینچ 2.2 کیلووات مدل LB-390')).toBe(
      'پمپ شناور ۴ اینچ ۲٫۲ کیلووات مدل LB-390',
    );
    expect(toPersianDigitsInText('الکتروپمپ 0.75 کیلووات، سایز 5/8 اینچ.')).toBe(
      'الکتروپمپ ۰٫۷۵ کیلووات، سایز ۵/۸ اینچ.',
    );
    // A code keeps its own point: ASME B16.5, and the number after a Latin word.
    expect(toPersianDigitsInText('فلنج ASME B16.5 و API 6.1 در 3.5 اینچ')).toBe(
      'فلنج ASME B16.5 و API 6.1 در ۳٫۵ اینچ',
    );
    expect(toPersianDigitsInText('در 2 نسخه. سپس 3.')).toBe('در ۲ نسخه. سپس ۳.');
  });
});

describe('persianTextSegments', () => {
  const latinRuns = (text: string) =>
    persianTextSegments(text)
      .filter((s) => s.latin)
      .map((s) => s.text);

  it('keeps the codes of issue 20 in Latin digits, each as one left-to-right run', () => {
    expect(latinRuns('شیر توپی API 6D سایز 4 اینچ')).toEqual(['API 6D']);
    expect(latinRuns('فلنج ASME B16.5 کلاس 150')).toEqual(['ASME B16.5']);
    expect(latinRuns('لاستیک NR-386 در 2 رنگ')).toEqual(['NR-386']);
    expect(persianTextSegments('فلنج ASME B16.5 کلاس 150')).toEqual([
      { text: 'فلنج ', latin: false },
      { text: 'ASME B16.5', latin: true },
      { text: ' کلاس ۱۵۰', latin: false },
    ]);
  });

  it('joins back to exactly what toPersianDigitsInText gives, spaces included', () => {
    for (const text of ['  پمپ API 610 با 3 طبقه ', 'ISO 9001', '12 عدد', 'M12 x 1.5 و 8 عدد', '']) {
      expect(
        persianTextSegments(text)
          .map((s) => s.text)
          .join(''),
      ).toBe(toPersianDigitsInText(text));
    }
  });

  it('leaves plain Persian text as one run with Persian digits', () => {
    expect(persianTextSegments('سابقه کار 12 سال')).toEqual([{ text: 'سابقه کار ۱۲ سال', latin: false }]);
  });
});
