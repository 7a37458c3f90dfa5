import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { describe, expect, it } from 'vitest';
import { escapeCell, readProperties, toCsvRecord, unescapeCell } from './product-csv.js';

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

// The `properties` column names each property as a supplier reads it (issue 37); the import still takes ids.
describe('the properties column', () => {
  const kw = { id: 7, key: 'kw', quantityId: 3, name: 'کیلووات', symbol: 'kW', factor: 1000, offset: 0, isBase: false };
  const power = {
    id: 41,
    categoryId: 1,
    key: 'motor_power',
    name: 'توان موتور',
    type: 'number',
    quantity: { id: 3, key: 'power', name: 'توان' },
    defaultUnit: kw,
    units: [kw],
    filterable: true,
    integer: false,
    options: [],
    hint: null,
    sortOrder: 1,
  } as unknown as CategoryProperty;
  const product = {
    id: 1,
    merchantId: 1,
    categoryId: 1,
    categoryName: 'پمپ',
    baseProductId: null,
    title: 'پمپ',
    model: null,
    slug: 'pump',
    description: '',
    status: 'published',
    availability: 'in_stock',
    priceRials: null,
    minOrderQuantity: null,
    priceTiers: [],
    orderMultiple: null,
    samplePriceRials: null,
    salesUnit: 'دستگاه',
    images: [],
    catalog: null,
    values: [{ propertyId: 41, type: 'number', value: 5.5, maxValue: null, unitId: 7 }],
    moderation: null,
    updatedAt: '',
  } as unknown as EditableProduct;

  it('exports «توان موتور=5.5 kW», not a numeric id', () => {
    expect(toCsvRecord(product, [power]).properties).toBe('توان موتور=5.5 kW');
  });

  it('imports a property by its name, its key or its numeric id, and names an unknown one', () => {
    const errors: string[] = [];
    for (const cell of ['توان موتور=5.5 kW', 'motor_power=5.5 kW', '41=5.5 kW', 'توان\u200cموتور=5.5 kW'])
      expect(
        readProperties(cell, [power], (m) => errors.push(m)),
        cell,
      ).toEqual([{ propertyId: 41, value: 5.5, maxValue: null, unitId: 7 }]);
    readProperties('رنگ بدنه=آبی', [power], (m) => errors.push(m));
    expect(errors).toEqual(['ویژگی «رنگ بدنه» از ویژگی‌های این دسته‌بندی نیست.']);
  });
});
