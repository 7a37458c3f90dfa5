import type { PropertyValue } from '@bazaar/contracts/catalog-products';
import { describe, expect, it } from 'vitest';
import { catalogFileLabel, offerAction, offerFacts, showsMinimumOrder } from './offer-shape';

const value = (key: string, over: Partial<PropertyValue>): PropertyValue => ({
  propertyId: key.length,
  key,
  name: key,
  type: 'number',
  value: null,
  maxValue: null,
  unit: null,
  baseValue: null,
  baseMaxValue: null,
  option: null,
  bool: null,
  text: null,
  display: null,
  ...over,
});
const offer = {
  priceRials: 50_000_000,
  minOrderQuantity: 10,
  salesUnit: 'نسخه',
  leadTimeDays: 30,
  breadcrumb: [{ id: 1, name: 'استاندارد ISO 9001', slug: 'iso', level: 1 }],
  merchant: { city: 'اصفهان', province: 'اصفهان' },
};
const labels = (facts: { label: string }[]) => facts.map((f) => f.label);

describe('offers shaped by what is sold (issue 20)', () => {
  it('a standard shows edition, language, pages, format and how to obtain it — no minimum order or delivery days', () => {
    const facts = offerFacts({
      ...offer,
      categoryType: 'ElectronicDocument',
      properties: [
        value('edition_year', { value: 2015 }),
        value('language', { type: 'option', option: { key: 'fa_en', label: 'فارسی و انگلیسی' } }),
        value('pages', { value: 60 }),
        value('file_format', { type: 'option', option: { key: 'pdf', label: 'PDF' } }),
      ],
    });
    expect(labels(facts)).toEqual(['ویرایش', 'زبان', 'تعداد صفحات', 'قالب فایل', 'نحوهٔ دریافت']);
    expect(facts.map((f) => f.text)).toEqual([
      '۲۰۱۵',
      'فارسی و انگلیسی',
      '۶۰ صفحه',
      'PDF',
      'خرید آنلاین و دریافت فایل پس از پرداخت',
    ]);
    expect(offerAction({ categoryType: 'ElectronicDocument', priceRials: 1 }).label).toBe('خرید نسخهٔ الکترونیکی');
    expect(showsMinimumOrder('ElectronicDocument')).toBe(false);
    expect(catalogFileLabel('ElectronicDocument')).toBe('دانلود پیش‌نمایش (PDF)');
  });

  it('a service shows scope, lead time and service area, and asks for a quote', () => {
    const facts = offerFacts({
      ...offer,
      categoryType: 'IndustrialService',
      breadcrumb: [{ id: 2, name: 'ماشین‌کاری CNC', slug: 'cnc', level: 2 }],
      properties: [value('on_site_service', { type: 'boolean', bool: true })],
    });
    expect(facts.map((f) => [f.label, f.text])).toEqual([
      ['دامنهٔ خدمت', 'ماشین‌کاری CNC'],
      ['زمان انجام', '۳۰ روز کاری'],
      ['محدودهٔ ارائهٔ خدمت', 'اصفهان، اصفهان؛ انجام در محل مشتری'],
    ]);
    expect(offerAction({ categoryType: 'IndustrialService', priceRials: null })).toEqual({
      label: 'درخواست قیمت',
      target: 'order',
    });
    expect(showsMinimumOrder('IndustrialService')).toBe(false);
  });

  it('a consultancy shows its field, experience and deliverable', () => {
    const facts = offerFacts({
      ...offer,
      categoryType: 'ConsultingService',
      properties: [
        value('experience_years', { value: 12 }),
        value('deliverable', { type: 'option', option: { key: 'report', label: 'گزارش فنی' } }),
      ],
    });
    expect(labels(facts)).toEqual(['حوزهٔ مشاوره', 'سابقه کار', 'خروجی کار', 'زمان انجام', 'محدودهٔ ارائهٔ خدمت']);
    expect(labels(facts)).not.toContain('حداقل سفارش');
  });

  it('goods keep minimum order and delivery', () => {
    const facts = offerFacts({ ...offer, salesUnit: 'دستگاه', categoryType: 'Product', properties: [] });
    expect(facts.map((f) => [f.label, f.text])).toEqual([
      ['حداقل سفارش', '۱۰ دستگاه'],
      ['زمان تحویل', '۳۰ روز کاری'],
    ]);
    expect(offerAction({ categoryType: 'Product', priceRials: null }).label).toBe('سفارش مستقیم');
    expect(showsMinimumOrder('Product')).toBe(true);
    expect(catalogFileLabel('Product')).toBe('دانلود کاتالوگ محصول (PDF)');
  });
});
