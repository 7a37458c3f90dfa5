// What a product page and card show depends on what is sold (issue 20, docs/decisions/024): goods keep
// minimum order and delivery; a standard or document shows edition, language, pages, format and how it is
// obtained; a service shows its scope, lead time and where it is delivered, and asks for a quote; a
// consultancy the same with its experience and deliverable. Nothing of one kind leaks into another (no
// «حداقل سفارش ۱۰ نسخه» on a standard).

import {
  PRODUCT_AVAILABILITY_LABELS,
  type ProductAvailability,
  type ProductDetail,
  type PropertyValue,
} from '@bazaar/contracts/catalog-products';
import type { CategoryType } from '@bazaar/contracts/categories';
import { formatNumberFa, toPersianDigits } from '@bazaar/fa/digits';
import { formatMeasure, propertyValueText } from './property-format';

export type OfferKind = 'goods' | 'service' | 'consulting' | 'document';

const KINDS: Record<CategoryType, OfferKind> = {
  Product: 'goods',
  IndustrialService: 'service',
  ConsultingService: 'consulting',
  ElectronicDocument: 'document',
};

export function offerKindOf(type: CategoryType): OfferKind {
  return KINDS[type];
}

export interface OfferFact {
  label: string;
  text: string;
  /** Stable hook for tests: `fact-<key>`. */
  key: string;
}

/** The main way to act on an offer, by kind. */
export interface OfferAction {
  label: string;
  /** 'order': the direct-order form; 'inquiry': the conversation with the supplier. */
  target: 'order' | 'inquiry';
}

type Offer = Pick<
  ProductDetail,
  'categoryType' | 'priceRials' | 'minOrderQuantity' | 'salesUnit' | 'leadTimeDays' | 'properties' | 'breadcrumb'
> & {
  merchant: Pick<ProductDetail['merchant'], 'city' | 'province'>;
  catalogFileUrl?: string | null;
  /** Goods only (decision 028): whether the supplier can deliver now, and the maker's model code. */
  availability?: ProductAvailability;
  model?: string | null;
};

const byKey = (properties: readonly PropertyValue[], ...keys: string[]) =>
  keys.map((key) => properties.find((p) => p.key === key)).find((p) => p !== undefined);
const propertyText = (properties: readonly PropertyValue[], ...keys: string[]) => {
  const property = byKey(properties, ...keys);
  return property ? propertyValueText(property) : null;
};

function leadTimeText(days: number | null, kind: OfferKind): string {
  if (days === null) return 'با هماهنگی فروشنده';
  if (days === 0) return kind === 'goods' ? 'آماده تحویل' : 'فوری';
  return `${formatMeasure(days)} روز کاری`;
}

function serviceArea(offer: Offer): string {
  const place = [offer.merchant.city, offer.merchant.province].filter(Boolean).join('، ') || 'سراسر کشور';
  const onSite = byKey(offer.properties, 'on_site_service', 'site_erection');
  return onSite?.bool ? `${place}؛ انجام در محل مشتری` : place;
}

/** The facts beside the price, in order, for the offer's kind. */
export function offerFacts(offer: Offer): OfferFact[] {
  const kind = offerKindOf(offer.categoryType);
  const scope = offer.breadcrumb.at(-1)?.name;
  const facts: (OfferFact | null)[] = [];
  const fact = (key: string, label: string, text: string | null) =>
    facts.push(text === null || text === '' ? null : { key, label, text });
  switch (kind) {
    case 'goods':
      fact(
        'min-order',
        'حداقل سفارش',
        offer.minOrderQuantity === null ? 'ندارد' : `${formatMeasure(offer.minOrderQuantity)} ${offer.salesUnit}`,
      );
      fact('lead-time', 'زمان تحویل', leadTimeText(offer.leadTimeDays, kind));
      fact('availability', 'موجودی', offer.availability ? PRODUCT_AVAILABILITY_LABELS[offer.availability] : null);
      fact('model', 'مدل', offer.model ?? null);
      break;
    case 'document': {
      const edition = byKey(offer.properties, 'edition_year', 'edition', 'revision_year_jalali');
      // A year, written without grouping («۲۰۱۵», not «۲٬۰۱۵»).
      fact('edition', 'ویرایش', edition?.value != null ? toPersianDigits(edition.value) : null);
      fact('language', 'زبان', propertyText(offer.properties, 'language'));
      const pages = byKey(offer.properties, 'pages');
      fact('pages', 'تعداد صفحات', pages?.value != null ? `${formatNumberFa(pages.value)} صفحه` : null);
      fact('format', 'قالب فایل', propertyText(offer.properties, 'file_format'));
      fact(
        'obtain',
        'نحوهٔ دریافت',
        offer.priceRials === null
          ? 'درخواست از فروشنده؛ ارسال فایل پس از توافق'
          : 'خرید آنلاین و دریافت فایل پس از پرداخت',
      );
      break;
    }
    case 'service':
      fact('scope', 'دامنهٔ خدمت', scope ?? null);
      fact('lead-time', 'زمان انجام', leadTimeText(offer.leadTimeDays, kind));
      fact('area', 'محدودهٔ ارائهٔ خدمت', serviceArea(offer));
      break;
    case 'consulting':
      fact('scope', 'حوزهٔ مشاوره', scope ?? null);
      fact('experience', 'سابقه کار', propertyText(offer.properties, 'experience_years'));
      fact('deliverable', 'خروجی کار', propertyText(offer.properties, 'deliverable'));
      fact('lead-time', 'زمان انجام', leadTimeText(offer.leadTimeDays, kind));
      fact('area', 'محدودهٔ ارائهٔ خدمت', serviceArea(offer));
      break;
  }
  return facts.filter((f): f is OfferFact => f !== null);
}

/** The primary button of the offer: buy goods or a priced document; ask for a quote for a service. */
export function offerAction(offer: Pick<Offer, 'categoryType' | 'priceRials'>): OfferAction {
  switch (offerKindOf(offer.categoryType)) {
    case 'goods':
      return { label: 'سفارش مستقیم', target: 'order' };
    case 'document':
      return offer.priceRials === null
        ? { label: 'درخواست از فروشنده', target: 'inquiry' }
        : { label: 'خرید نسخهٔ الکترونیکی', target: 'order' };
    default:
      return { label: 'درخواست قیمت', target: 'order' };
  }
}

/** What the downloadable file of an offer is: a datasheet for goods, a sample for a document. */
export function catalogFileLabel(type: CategoryType): string {
  switch (offerKindOf(type)) {
    case 'document':
      return 'دانلود پیش‌نمایش (PDF)';
    case 'goods':
      return 'دانلود کاتالوگ محصول (PDF)';
    default:
      return 'دانلود معرفی خدمات (PDF)';
  }
}

/** Whether a card states a minimum order (goods only). */
export function showsMinimumOrder(type: CategoryType): boolean {
  return offerKindOf(type) === 'goods';
}
