// The spreadsheet of a supplier's products (decision 028): the columns, how each cell is written on export and
// read on import. Pure functions; the service checks rows with the product editor's own rules.
//
// Columns (header row, English keys so a spreadsheet's own Persian labels never break the import):
//   id · title · model · category_id · category · price_rials · price_on_request · min_order_quantity ·
//   sales_unit · availability · status · description · properties · price_tiers · order_multiple ·
//   sample_price_rials (decision 045; `price-tiers-csv.ts` writes and reads the tiers' cell) · tax_code (the
//   tax system's 13-digit شناسه کالا/خدمت, issue 31; Persian digits are read too, an empty cell removes it)
// `category` is the category's name, for reading only. `properties` holds `property=value` pairs separated by
// «; », the property named as the supplier reads it (issue 37): a number `توان موتور=5.5 kW`, a range
// `محدوده دبی=10..20 m³/h`, an option's key, «بله»/«خیر», or a text. The import also takes the property's
// numeric id or its key in place of the name (files exported before the names).
import { PRODUCT_AVAILABILITY_LABELS, type ProductAvailability } from '@bazaar/contracts/catalog-products';
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { ProductStatus } from '@bazaar/contracts/own-products';
import type { PriceTier } from '@bazaar/contracts/price-tiers';
import type { EditableProduct, PropertyValueInput } from '@bazaar/contracts/product-editor';
import type { ImportRowError } from '@bazaar/contracts/product-tools';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';

export const CSV_COLUMNS = [
  'id',
  'title',
  'model',
  'category_id',
  'category',
  'price_rials',
  'price_on_request',
  'min_order_quantity',
  'sales_unit',
  'availability',
  'status',
  'description',
  'properties',
  'price_tiers',
  'order_multiple',
  'sample_price_rials',
  'tax_code',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRecord = Partial<Record<CsvColumn, string>>;

/** Persian names of the columns, for the error report. */
export const COLUMN_LABELS: Record<CsvColumn, string> = {
  id: 'شناسه',
  title: 'عنوان',
  model: 'مدل',
  category_id: 'شناسهٔ دسته‌بندی',
  category: 'دسته‌بندی',
  price_rials: 'قیمت (ریال)',
  price_on_request: 'استعلام قیمت',
  min_order_quantity: 'حداقل سفارش',
  sales_unit: 'واحد فروش',
  availability: 'موجودی',
  status: 'وضعیت',
  description: 'توضیحات',
  properties: 'ویژگی‌ها',
  price_tiers: 'قیمت پلکانی',
  order_multiple: 'ضریب سفارش',
  sample_price_rials: 'قیمت نمونه (ریال)',
  tax_code: 'شناسه کالا/خدمت',
};

const STATUS_LABELS: Record<ProductStatus, string> = {
  published: 'منتشرشده',
  draft: 'پیش‌نویس',
  archived: 'بایگانی',
};
const YES = 'بله';
const NO = 'خیر';

/** A number as typed in a spreadsheet: Persian or Arabic digits, «٫» or «.» for decimals, grouping marks. */
export function readNumber(cell: string): number | undefined {
  const text = toLatinDigits(cell.trim())
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

const plain = (n: number) => String(n);

/** The `price_tiers` cell: `start:price[:lead days]` per tier, «; » between (read by `price-tiers-csv.ts`). */
export function writeTiers(tiers: readonly PriceTier[]): string {
  return tiers
    .map((t) => [t.minQuantity, t.priceRials, ...(t.leadTimeDays === null ? [] : [t.leadTimeDays])].join(':'))
    .join('; ');
}

function readChoice<T extends string>(cell: string, labels: Record<T, string>): T | undefined {
  const text = normalizePersian(cell.trim());
  for (const [key, label] of Object.entries(labels) as [T, string][]) if (text === key || text === label) return key;
  return undefined;
}
export const readAvailability = (cell: string) => readChoice<ProductAvailability>(cell, PRODUCT_AVAILABILITY_LABELS);
export const readStatus = (cell: string) => readChoice<ProductStatus>(cell, STATUS_LABELS);

export function readYesNo(cell: string): boolean | undefined {
  const text = normalizePersian(cell.trim()).toLowerCase();
  if (['بله', 'آری', 'true', 'yes', '1'].includes(text)) return true;
  if (['خیر', 'نه', 'false', 'no', '0', ''].includes(text)) return false;
  return undefined;
}

/**
 * Formula injection (OWASP «CSV Injection»): a spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` (and
 * some a tab or carriage return before one) as a formula, so a title «=HYPERLINK(…)» planted by an agent would run
 * on the owner's machine. Such a cell is written with a leading `'`, which spreadsheets read as «text», and so is
 * a cell that itself begins with `'`, so that the import can take exactly one quote off every escaped cell and a
 * title that really begins with `'` comes back whole. A plain number (`-5`, `-2.5`) is left as it is: it is read
 * as the number, never as a formula, and quoting would turn it into text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
export function escapeCell(text: string): string {
  return text.startsWith("'") || (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) ? `'${text}` : text;
}
/**
 * The cell as it was before escapeCell: one leading `'` is taken off when a formula character or another `'`
 * follows it, which is every cell the export escaped; a `'` before anything else was typed and stays.
 */
export function unescapeCell(text: string): string {
  return /^'[=+\-@\t\r']/.test(text) ? text.slice(1) : text;
}

/** One product as a row of the spreadsheet, every cell escaped (escapeCell). */
export function toCsvRecord(product: EditableProduct, properties: CategoryProperty[]): Record<CsvColumn, string> {
  const record = plainCsvRecord(product, properties);
  for (const column of CSV_COLUMNS) record[column] = escapeCell(record[column]);
  return record;
}

function plainCsvRecord(product: EditableProduct, properties: CategoryProperty[]): Record<CsvColumn, string> {
  const pairs = product.values.flatMap((v) => {
    const property = properties.find((p) => p.id === v.propertyId);
    if (!property) return [];
    const symbol = property.units.find((u) => u.id === v.unitId)?.symbol;
    const unit = symbol ? ` ${symbol}` : '';
    const label = property.name.replaceAll(/[=;؛]/g, ' ');
    switch (v.type) {
      case 'number':
        return v.value === null ? [] : [`${label}=${plain(v.value)}${unit}`];
      case 'range':
        return v.value === null || v.maxValue === null
          ? []
          : [`${label}=${plain(v.value)}..${plain(v.maxValue)}${unit}`];
      case 'option':
        return v.optionKey ? [`${label}=${v.optionKey}`] : [];
      case 'boolean':
        return v.boolValue === null ? [] : [`${label}=${v.boolValue ? YES : NO}`];
      case 'text':
        return v.textValue ? [`${label}=${v.textValue.replaceAll(';', '،')}`] : [];
      default:
        return [];
    }
  });
  return {
    id: String(product.id),
    title: product.title,
    model: product.model ?? '',
    category_id: String(product.categoryId),
    category: product.categoryName,
    price_rials: product.priceRials === null ? '' : String(product.priceRials),
    price_on_request: product.priceRials === null ? YES : NO,
    min_order_quantity: product.minOrderQuantity === null ? '' : plain(product.minOrderQuantity),
    sales_unit: product.salesUnit,
    availability: PRODUCT_AVAILABILITY_LABELS[product.availability],
    status: STATUS_LABELS[product.status],
    description: product.description,
    properties: pairs.join('; '),
    price_tiers: writeTiers(product.priceTiers),
    order_multiple: product.orderMultiple === null ? '' : plain(product.orderMultiple),
    sample_price_rials: product.samplePriceRials === null ? '' : String(product.samplePriceRials),
    tax_code: product.taxCode ?? '',
  };
}

/** A property by its name (as exported), its key, or its numeric id (files exported before names). */
function propertyNamed(label: string, properties: CategoryProperty[]): CategoryProperty | undefined {
  const id = readNumber(label);
  if (id !== undefined && Number.isInteger(id)) return properties.find((p) => p.id === id);
  const folded = (s: string) =>
    normalizePersian(s)
      .replaceAll(/[=;؛\s\u200c]+/g, ' ')
      .trim();
  return properties.find((p) => folded(p.name) === folded(label) || p.key === label.trim());
}

/**
 * The `properties` cell as the editor's values; a pair that cannot be read (no `=`, an unknown property,
 * a number that is not one, a unit the property does not measure in) is reported against the column.
 */
export function readProperties(
  cell: string,
  properties: CategoryProperty[],
  report: (message: string) => void,
): PropertyValueInput[] {
  const values: PropertyValueInput[] = [];
  for (const pair of cell.split(/[;؛]/)) {
    if (!pair.trim()) continue;
    const at = pair.indexOf('=');
    const label = at > 0 ? pair.slice(0, at).trim() : '';
    const raw = at > 0 ? pair.slice(at + 1).trim() : '';
    if (!label) {
      report(`«${pair.trim()}» به شکل «نام ویژگی=مقدار» نیست.`);
      continue;
    }
    const property = propertyNamed(label, properties);
    if (!property) {
      report(`ویژگی «${label}» از ویژگی‌های این دسته‌بندی نیست.`);
      continue;
    }
    const id = property.id;
    const name = `«${property.name}»`;
    switch (property.type) {
      case 'number':
      case 'range': {
        const latin = toLatinDigits(raw);
        const space = latin.search(/\s/);
        const amount = space < 0 ? latin : latin.slice(0, space);
        const symbol = space < 0 ? '' : latin.slice(space + 1).trim();
        const [lowText = '', highText] = property.type === 'range' ? amount.split('..') : [amount];
        const low = readNumber(lowText);
        const high = highText === undefined ? undefined : readNumber(highText);
        if (low === undefined || (property.type === 'range' && high === undefined)) {
          report(
            property.type === 'range'
              ? `مقدار ${name} باید بازه‌ای مانند «۱۰..۲۰» باشد.`
              : `مقدار ${name} باید عدد باشد.`,
          );
          continue;
        }
        let unitId: number | null = null;
        if (symbol) {
          const unit = property.units.find(
            (u) => u.symbol === symbol || u.key === symbol || u.name === normalizePersian(symbol),
          );
          if (!unit) {
            report(
              property.quantity
                ? `یکای «${symbol}» برای ${name} پذیرفته نیست؛ یکی از ${property.units.map((u) => u.symbol).join('، ')}.`
                : `${name} یکا ندارد.`,
            );
            continue;
          }
          unitId = unit.id;
        }
        values.push({ propertyId: id, value: low, maxValue: high ?? null, unitId });
        break;
      }
      case 'option': {
        const text = normalizePersian(raw);
        const option = property.options.find((o) => o.key === raw || o.label === text);
        values.push({ propertyId: id, optionKey: option?.key ?? raw });
        break;
      }
      case 'boolean': {
        const yes = readYesNo(raw);
        if (yes === undefined || raw === '') {
          report(`برای ${name} «بله» یا «خیر» بنویسید.`);
          continue;
        }
        values.push({ propertyId: id, boolValue: yes });
        break;
      }
      case 'text':
        values.push({ propertyId: id, textValue: raw });
        break;
    }
  }
  return values;
}

/** The column a field of the editor's errors (`body.values.2.unitId`) is read from. */
export function columnOfField(field: string): CsvColumn {
  const name = field.replace(/^body\./, '').split('.')[0] ?? '';
  const map: Record<string, CsvColumn> = {
    title: 'title',
    model: 'model',
    categoryId: 'category_id',
    baseProductId: 'category_id',
    priceRials: 'price_rials',
    minOrderQuantity: 'min_order_quantity',
    salesUnit: 'sales_unit',
    availability: 'availability',
    status: 'status',
    description: 'description',
    values: 'properties',
    priceTiers: 'price_tiers',
    orderMultiple: 'order_multiple',
    samplePriceRials: 'sample_price_rials',
    taxCode: 'tax_code',
  };
  return map[name] ?? 'id';
}

export const rowError = (row: number, column: CsvColumn, message: string): ImportRowError => ({
  row,
  column: COLUMN_LABELS[column],
  message,
});
