import { describe, expect, it } from 'vitest';
import { escapeCell, unescapeCell } from './product-csv.js';

// The spreadsheet's cells against formula injection (OWASP «CSV Injection»): what the export quotes, and that
// the import takes exactly that quote off again.
describe('escapeCell and unescapeCell', () => {
  const formulas = ['=1+1', '+98 21', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', '=HYPERLINK("https://evil.example")'];

  it('quote every cell that begins like a formula', () => {
    for (const cell of formulas) expect(escapeCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
  });

  it('quote a cell that already begins with a quote, and leave other text and plain numbers alone', () => {
    expect(escapeCell("'پمپ")).toBe("''پمپ");
    expect(escapeCell("'")).toBe("''");
    for (const cell of ['پمپ سانتریفیوژ', 'CDL 4-6', 'a=b', '', '12', '-5', '-12.5', '0.75'])
      expect(escapeCell(cell), cell).toBe(cell);
  });

  it('give every cell back exactly after a round trip', () => {
    for (const cell of [...formulas, "'پمپ", "''x", "'", "'=1", "' فاصله", 'پمپ', '-5', '-2.5', '', "it's"])
      expect(unescapeCell(escapeCell(cell)), JSON.stringify(cell)).toBe(cell);
  });

  it('keep a quote typed before anything but a formula character or a quote', () => {
    expect(unescapeCell("'پمپ")).toBe("'پمپ");
    expect(unescapeCell("'12")).toBe("'12");
    expect(unescapeCell("'-5")).toBe('-5');
  });
});
