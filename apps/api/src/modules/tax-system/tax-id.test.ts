import { describe, expect, it } from 'vitest';
import { controlText, parseTaxId, taxIdOf, verhoeffDigit, verhoeffValid } from './tax-id.js';

// The tax id as the tax organisation's technical instructions define it (decision 042 cites them): memory id (6),
// days since 1970-01-01 UTC in hex (5), serial in hex (10), Verhoeff check digit (1) over the decimal text of
// the memory id (letters as ASCII codes), the days (6 digits) and the serial (12 digits). The same definition is
// coded in the organisation's own SDK (TaxCollectData.Library, Business/TaxIdGenerator.cs).

describe('Verhoeff check digit', () => {
  it('matches the published worked examples of the algorithm', () => {
    // Verhoeff (1969), as worked in Wikipedia's «Verhoeff algorithm» article: 236 → 3, and 2363 validates.
    expect(verhoeffDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    // The article's second example: 12345 → 1; and the control of the organisation's SDK tests: "123" → "3".
    expect(verhoeffDigit('12345')).toBe(1);
    expect(verhoeffDigit('123')).toBe(3);
  });

  it('catches every single-digit error in a control text', () => {
    const text = '6511216019723000000000001';
    const whole = `${text}${verhoeffDigit(text)}`;
    for (let i = 0; i < whole.length; i++) {
      for (let d = 0; d < 10; d++) {
        if (String(d) === whole[i]) continue;
        expect(verhoeffValid(`${whole.slice(0, i)}${d}${whole.slice(i + 1)}`)).toBe(false);
      }
    }
  });
});

describe('شماره منحصر به فرد مالیاتی', () => {
  it('is built as the worked example of the instructions: A11216, 1 Jan 2024, serial 1', () => {
    // Worked by hand: 2024-01-01 is day 19723 since the epoch = 0x04D0B; serial 1 = 0x0000000001; the control
    // text is 65 (A) 11216 · 019723 · 000000000001 = 6511216019723000000000001, whose Verhoeff digit is 2.
    expect(controlText('A11216', 19723, 1)).toBe('6511216019723000000000001');
    expect(taxIdOf('A11216', new Date('2024-01-01T08:30:00Z'), 1)).toBe('A1121604D0B00000000012');
  });

  it('writes the serial in hexadecimal capitals and every part at its fixed width', () => {
    // Serial 123456789 = 0x75BCD15; 2024-01-01 again; memory id of letters only (S=83, N=78, P=80, T=84).
    const id = taxIdOf('SNP7T1', new Date('2024-01-01T00:00:00Z'), 123_456_789);
    expect(id).toHaveLength(22);
    expect(id.slice(0, 6)).toBe('SNP7T1');
    expect(id.slice(6, 11)).toBe('04D0B');
    expect(id.slice(11, 21)).toBe('00075BCD15');
    expect(controlText('SNP7T1', 19723, 123_456_789)).toBe('8378807841019723000123456789');
    expect(Number(id.slice(21))).toBe(verhoeffDigit('8378807841019723000123456789'));
  });

  it('counts the day in UTC: an invoice issued at 01:00 Tehran time belongs to the previous UTC day', () => {
    const tehranEarly = new Date('2024-01-01T21:30:00Z'); // 01:00 on 2 January in Tehran
    expect(taxIdOf('A11216', tehranEarly, 1).slice(6, 11)).toBe('04D0B');
  });

  it('reads a tax id back, and refuses one with a wrong check digit or a bad part', () => {
    const issued = new Date(Date.now() - 86_400_000);
    const id = taxIdOf('A1B2C3', issued, 4711);
    expect(parseTaxId(id)).toEqual({
      memoryId: 'A1B2C3',
      days: Math.floor(issued.getTime() / 86_400_000),
      serial: 4711,
      checkDigit: Number(id.slice(21)),
    });
    const wrong = `${id.slice(0, 21)}${(Number(id.slice(21)) + 1) % 10}`;
    expect(parseTaxId(wrong)).toBeNull();
    expect(parseTaxId(id.toLowerCase())).toBeNull();
    expect(parseTaxId(id.slice(1))).toBeNull();
    expect(() => taxIdOf('a1b2c3', issued, 1)).toThrow();
    expect(() => taxIdOf('A1B2C3', issued, 16 ** 10)).toThrow();
  });
});
