import { describe, expect, it } from 'vitest';
import { checkSheba, formatSheba, maskSheba } from './sheba';

/** A شبا with correct check digits for 22 digits of bank code and account, computed here (ISO 7064 mod 97). */
function withCheckDigits(bban: string): string {
  const remainder = BigInt(`${bban}182700`) % 97n; // «IR» is 18 27, with 00 in place of the check digits
  return `IR${String(98n - remainder).padStart(2, '0')}${bban}`;
}

describe('checkSheba', () => {
  it('accepts a valid شبا and names its bank', () => {
    expect(checkSheba('IR820540102680020817909002')).toEqual({
      ok: true,
      sheba: 'IR820540102680020817909002',
      bankCode: '054',
      bankName: 'بانک پارسیان',
    });
    const melli = withCheckDigits('0170000000000000001234');
    expect(checkSheba(melli)).toMatchObject({ ok: true, bankCode: '017', bankName: 'بانک ملی ایران' });
  });

  it('reads Persian and Arabic-Indic digits, spaces, dashes, lower-case «ir» and no «IR» at all', () => {
    const expected = { ok: true, sheba: 'IR820540102680020817909002' };
    expect(checkSheba('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toMatchObject(expected);
    expect(checkSheba('ir82 0540 1026 8002 0817 9090 02')).toMatchObject(expected);
    expect(checkSheba('٨٢-٠٥٤٠-١٠٢٦-٨٠٠٢-٠٨١٧-٩٠٩٠-٠٢')).toMatchObject(expected);
    expect(checkSheba('820540102680020817909002')).toMatchObject(expected);
  });

  it('says which rule a bad number breaks', () => {
    expect(checkSheba('IR820540102680020817909003')).toEqual({ ok: false, problem: 'checksum' });
    expect(checkSheba('IR83054010268002081790900')).toEqual({ ok: false, problem: 'length' });
    expect(checkSheba('IR8205401026800208179090021')).toEqual({ ok: false, problem: 'length' });
    expect(checkSheba('DE89370400440532013000')).toEqual({ ok: false, problem: 'format' });
    expect(checkSheba('')).toEqual({ ok: false, problem: 'format' });
    // Right check digits, but 099 is no bank's code.
    expect(checkSheba(withCheckDigits('0990000000000000000001'))).toEqual({ ok: false, problem: 'unknownBank' });
  });
});

describe('formatSheba and maskSheba', () => {
  it('group the number by four and mask the middle', () => {
    expect(formatSheba('IR820540102680020817909002')).toBe('IR82 0540 1026 8002 0817 9090 02');
    expect(maskSheba('IR820540102680020817909002')).toBe('IR82…9002');
  });
});
