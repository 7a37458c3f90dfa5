// What every use case of the product editor shares: its dependencies, the input it checks, the messages of its
// refusals, and who may act (the merchant's owner, or an agent with the product right).
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { BreadcrumbItem } from '@bazaar/contracts/categories';
import type { PriceTier } from '@bazaar/contracts/price-tiers';
import type { FieldError } from '@bazaar/contracts/problem';
import type { EditableProduct, ProductEditorBody, PropertyValueInput } from '@bazaar/contracts/product-editor';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { Membership, ProductEditorRepo } from './product-editor.repo.js';

export const PRODUCT_NOT_FOUND = 'محصولی با این شناسه در فهرست محصولات شما یافت نشد.';
export const PROPOSAL_NOT_FOUND = 'کالای پایهٔ پیشنهادی با این شناسه یافت نشد.';
export const CATALOGUE_NOT_FOUND = 'کاتالوگی برای این محصول یافت نشد.';

export type EditorInput = Omit<ProductEditorBody, 'merchantId'> & {
  images: { fileId: string; alt: string }[];
  values: PropertyValueInput[];
  description: string;
  status: 'draft' | 'published';
  availability: 'in_stock' | 'out_of_stock' | 'made_to_order';
  priceTiers: PriceTier[];
};

export interface ProductEditorDeps {
  repo: ProductEditorRepo;
  uow: UnitOfWork;
  /** Who acts for a merchant, with which rights (customers). */
  access: Pick<MerchantAccess, 'membership'>;
  properties: (categoryId: number) => Promise<CategoryProperty[]>;
  breadcrumb: (categoryId: number) => Promise<BreadcrumbItem[]>;
  /** A stored file (files module), or a 404 AppError. */
  file: (fileId: string) => Promise<{ ownerUserId: number | null; isPublic: boolean; mimeType: string }>;
  /** Whether the product page is public (the catalog's own rule: published, confirmed merchant, active category). */
  isPublicProduct: (productId: number) => Promise<boolean>;
}

export const err = (field: string, code: string, message: string): FieldError => ({ field, code, message });

export function requireRight(member: Membership) {
  if (member.role !== 'owner' && !member.manageProducts) throw new AppError('CATALOG_NO_PRODUCT_RIGHT');
}

/** The caller's membership of the merchant the product belongs to; undefined for a stranger or no product. */
export async function productMembership(ctx: ProductEditorDeps, userId: number, productId: number) {
  const merchantId = await ctx.repo.merchantOfProduct(productId);
  return merchantId === undefined ? undefined : ctx.access.membership(userId, merchantId);
}

export async function merchantMember(ctx: ProductEditorDeps, userId: number, merchantId: number) {
  const member = await ctx.access.membership(userId, merchantId);
  if (!member) throw new AppError('CATALOG_NOT_A_SUPPLIER');
  requireRight(member);
  return member;
}

export async function productMember(ctx: ProductEditorDeps, userId: number, productId: number) {
  const member = await productMembership(ctx, userId, productId);
  if (!member) throw notFound(PRODUCT_NOT_FOUND);
  requireRight(member);
  return member;
}

export async function editable(ctx: ProductEditorDeps, id: number): Promise<EditableProduct> {
  const { repo } = ctx;
  const product = await repo.findEditable(id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
