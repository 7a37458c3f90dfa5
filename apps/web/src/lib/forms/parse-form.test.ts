import { correctionInputSchema } from '@bazaar/contracts/paperwork-documents';
import { productEditorBodySchema } from '@bazaar/contracts/product-editor';
import { companyProfileBodySchema } from '@bazaar/contracts/supplier-profile';
import { directOrderInputSchema, reasonSchema, supplierConfirmSchema } from '@bazaar/contracts/trade-orders';
import { tradeQuoteInputSchema } from '@bazaar/contracts/trade-quotes';
import { describe, expect, it } from 'vitest';
import { formId, parseForm, tomansToRials } from './parse-form';

const formOf = (entries: [string, string | File][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

// The direct-order form names its rows `productId.0`, `quantity.0`…; the contract wants `items.0.productId`.
const ORDER_ROW = /^(productId|quantity|unit|target)\.(\d+)$/;
const orderOptions = {
  rename: (name: string) =>
    name.replace(
      ORDER_ROW,
      (_, field: string, i: string) => `items.${i}.${field === 'target' ? 'targetPriceRials' : field}`,
    ),
  read: { 'items.*.targetPriceRials': tomansToRials },
};

// The supplier's answer names its price boxes after the request's items: `price.{itemId}`.
const confirmOptions = {
  rename: (name: string) => name.replace(/^price\.(\d+)$/, 'items.$1.unitPriceRials'),
  keyedBy: { items: 'itemId' },
  read: { 'items.*.unitPriceRials': tomansToRials },
};

describe('parseForm reads a form with the contract’s schema', () => {
  it('turns indexed rows into a list of objects, Persian digits into numbers and tomans into Rials', () => {
    const parsed = parseForm(
      directOrderInputSchema,
      formOf([
        ['productId.0', '۱۲'],
        ['quantity.0', '۲٫۵'],
        ['unit.0', 'کیلوگرم'],
        ['target.0', '۱۲٬۵۰۰'],
        ['productId.1', '7'],
        ['quantity.1', '1,200'],
        ['unit.1', 'عدد'],
        ['target.1', ''],
        ['paymentTerms', 'on_delivery'],
        ['description', '  تحویل فوری  '],
        ['deliveryAddressId', ''],
        ['returnTo', '/profile/directorder'],
      ]),
      orderOptions,
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        items: [
          { productId: 12, quantity: 2.5, unit: 'کیلوگرم', targetPriceRials: 125_000 },
          { productId: 7, quantity: 1200, unit: 'عدد', targetPriceRials: null },
        ],
        deliveryAddressId: null,
        requestedDeliveryDate: null,
        paymentTerms: 'on_delivery',
        description: 'تحویل فوری',
        documents: [],
        // A direct order unless the form asks for a sample (decision 045).
        kind: 'order',
      },
    });
  });

  it('says a missing required field with the contract’s Persian message, keyed by its path', () => {
    const parsed = parseForm(
      directOrderInputSchema,
      formOf([
        ['productId.0', '12'],
        ['quantity.0', '3'],
        ['unit.0', ''],
      ]),
      orderOptions,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({ 'items.0.unit': 'این فیلد الزامی است' });
    expect(parsed.issues).toEqual([
      { field: 'items.0.unit', rule: 'required', message: 'این فیلد الزامی است', code: 'too_small' },
    ]);
  });

  it('says a price that is not a number «فقط عدد وارد کنید», whatever else is wrong', () => {
    const parsed = parseForm(
      tradeQuoteInputSchema,
      formOf([
        ['items.0.itemId', '4'],
        ['items.0.unitPriceRials', 'دوازده'],
        ['items.0.unit', 'تن'],
        ['leadTimeDays', 'چهار'],
        ['validUntil', '2026-12-01'],
      ]),
      { read: { 'items.*.unitPriceRials': tomansToRials } },
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      'items.0.unitPriceRials': 'فقط عدد وارد کنید',
      leadTimeDays: 'فقط عدد وارد کنید',
    });
  });

  it('says a fraction where a whole number is wanted «فقط عدد صحیح وارد کنید»', () => {
    const parsed = parseForm(
      tradeQuoteInputSchema,
      formOf([
        ['items.0.itemId', '4'],
        ['items.0.unitPriceRials', '۱۰۰'],
        ['items.0.unit', 'تن'],
        ['leadTimeDays', '۲/۵'],
        ['validUntil', '2026-12-01'],
      ]),
      { read: { 'items.*.unitPriceRials': tomansToRials } },
    );
    expect(parsed.ok ? {} : parsed.errors).toEqual({ leadTimeDays: 'فقط عدد صحیح وارد کنید' });
  });

  it('reads repeated keys as a list, keeps the slots of a text list and drops empty ids', () => {
    const parsed = parseForm(
      companyProfileBodySchema,
      formOf([
        ['phones', '۰۲۱۸۸۷۷۶۶۵۵'],
        ['phones', ''],
        ['phones', '02155443322'],
        ['saleCityIds', '3'],
        ['saleCityIds', ''],
        ['saleCityIds', '۱۱'],
        ['nationwideDelivery', 'on'],
        ['logo', new File(['x'], 'logo.png')],
      ]),
      { values: { logoFileId: 'file-0001' } },
    );
    expect(parsed.ok && parsed.data).toMatchObject({
      phones: ['۰۲۱۸۸۷۷۶۶۵۵', '', '02155443322'],
      saleCityIds: [3, 11],
      nationwideDelivery: true,
      logoFileId: 'file-0001',
      about: '',
    });
  });

  it('reads an unticked checkbox as false and a missing list as its default', () => {
    const parsed = parseForm(companyProfileBodySchema, formOf([['about', 'تولیدکنندهٔ ورق']]));
    expect(parsed.ok && parsed.data).toMatchObject({ about: 'تولیدکنندهٔ ورق', nationwideDelivery: false, phones: [] });
  });

  it('normalises the fields asked for (ی/ک and digits) before checking them', () => {
    const parsed = parseForm(reasonSchema, formOf([['reason', 'كالا  ارسال نشد ٣']]), { normalize: ['reason'] });
    expect(parsed).toEqual({ ok: true, data: { reason: 'کالا ارسال نشد 3' } });
  });

  it('says a too short reason with the contract’s message', () => {
    const parsed = parseForm(reasonSchema, formOf([['reason', 'نه']]));
    expect(parsed.ok ? {} : parsed.errors).toEqual({ reason: 'حداقل ۳ کاراکتر وارد کنید' });
  });

  it('reads rows named by an id (`price.{itemId}`), Arabic-Indic digits, and a blank lead time as the form means it', () => {
    const parsed = parseForm(
      supplierConfirmSchema,
      formOf([
        ['price.41', '١٢٬٠٠٠'],
        ['price.7', '۵۰۰'],
        ['leadTimeDays', ''],
        ['notes', ' '],
      ]),
      { ...confirmOptions, empty: { leadTimeDays: 0 } },
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        items: [
          { itemId: 7, unitPriceRials: 5000 },
          { itemId: 41, unitPriceRials: 120_000 },
        ],
        leadTimeDays: 0,
        notes: '',
        // No shipping price typed: the order ships at no extra cost (secure payment adds nothing).
        shippingRials: 0,
      },
    });
  });

  it('names a price beyond the order bound with the contract’s own rule and message', () => {
    const parsed = parseForm(
      supplierConfirmSchema,
      formOf([
        ['price.3', '۹'.repeat(20)],
        ['leadTimeDays', '۳'],
      ]),
      confirmOptions,
    );
    expect(parsed.ok ? [] : parsed.issues.map(({ field, rule }) => ({ field, rule }))).toEqual([
      { field: 'items.0.unitPriceRials', rule: 'maxUnitPrice' },
    ]);
  });

  it('zips parallel repeated fields into rows (the editor’s kept images)', () => {
    const parsed = parseForm(
      productEditorBodySchema.pick({ images: true }),
      formOf([
        ['image.fileId', 'file-aaaa1'],
        ['image.alt', 'نمای جلو'],
        ['image.fileId', 'file-bbbb2'],
        ['image.alt', ''],
      ]),
      { rename: (name) => (name.startsWith('image.') ? name.replace('image.', 'images.') : null) },
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        images: [
          { fileId: 'file-aaaa1', alt: 'نمای جلو' },
          { fileId: 'file-bbbb2', alt: '' },
        ],
      },
    });
  });

  it('reads a row’s public id as the API reads a path id, and nothing else', () => {
    expect(formId(formOf([['id', '42']]))).toBe(42);
    expect(formId(formOf([['quoteId', '7']]), 'quoteId')).toBe(7);
    for (const bad of ['', 'abc', '1.5', '0', '99999999999']) expect(formId(formOf([['id', bad]]))).toBeNull();
  });

  it('reads only the schema’s fields, and never a name that would reach a prototype', () => {
    const parsed = parseForm(
      reasonSchema,
      formOf([
        ['__proto__.reason', 'آلوده'],
        ['constructor.prototype.reason', 'آلوده'],
        ['$ACTION_ID_abc', ''],
        ['reason', 'کالا نرسید'],
      ]),
    );
    expect(parsed).toEqual({ ok: true, data: { reason: 'کالا نرسید' } });
    expect(({} as Record<string, unknown>).reason).toBeUndefined();
  });

  it('reads an invoice correction’s changed lines (the correction form’s numbering) in tomans', () => {
    const parsed = parseForm(
      correctionInputSchema,
      formOf([
        ['invoiceType', 'return'],
        ['reason', 'دو دستگاه برگشت خورد'],
        ['lines.0.index', '1'],
        ['lines.0.quantity', '۲'],
        ['lines.0.unitPriceRials', '۱۲۰٬۰۰۰'],
      ]),
      { read: { 'lines.*.unitPriceRials': tomansToRials } },
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        invoiceType: 'return',
        reason: 'دو دستگاه برگشت خورد',
        lines: [{ index: 1, quantity: 2, unitPriceRials: 1_200_000 }],
      },
    });
  });
});
