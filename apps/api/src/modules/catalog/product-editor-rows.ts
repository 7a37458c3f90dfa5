// The product editor's rows: memberships, a product and its property values as stored, a base product's review.
import type { CategoryType } from '@bazaar/contracts/categories';
import type { PriceTier } from '@bazaar/contracts/price-tiers';

export interface Membership {
  merchantId: number;
  role: 'owner' | 'agent';
  manageProducts: boolean;
}

export interface ProductRow {
  merchantId: number;
  categoryId: number;
  categoryType: CategoryType;
  categoryPath: number[];
  baseProductId: number | null;
  title: string;
  slug: string;
  description: string;
  images: string[];
  imageAlts: string[];
  priceRials: number | null;
  minOrderQuantity: number | null;
  salesUnit: string;
  priceTiers: PriceTier[];
  orderMultiple: number | null;
  samplePriceRials: number | null;
  status: 'draft' | 'published' | 'archived';
  availability: 'in_stock' | 'out_of_stock' | 'made_to_order';
  model: string | null;
  searchText: string;
  /** The PDF catalogue (a private file, decision 035); absent: left as it is. */
  catalogFileId?: string | null;
  /** شناسه کالا/خدمت (13 Latin digits, the contract normalised it); absent: left as it is. */
  taxCode?: string | null;
}

export interface ValueRow {
  propertyId: number;
  value: number | null;
  maxValue: number | null;
  unitId: number | null;
  baseValue: number | null;
  baseMaxValue: number | null;
  optionKey: string | null;
  boolValue: boolean | null;
  textValue: string | null;
}

export type BaseProductReview = 'approved' | 'proposed' | 'rejected';

/** A foreign-key refusal: the product is referenced elsewhere (trade requests, conversations). */
export function isReferenced(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}
