// What every use case of the company profile shares: its dependencies, the Persian messages it answers with,
// who may edit a merchant's profile, and which files may be attached.
import type { FieldError } from '@bazaar/contracts/problem';
import type { CompanyProfile, SupplierArticle } from '@bazaar/contracts/supplier-profile';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { fileUrl } from '../files/file-url.js';
import type { ProfileRepo } from './profile.repo.js';

export const MERCHANT_NOT_FOUND = 'تأمین‌کننده‌ای با این شناسه یافت نشد.';
export const ARTICLE_NOT_FOUND = 'مقاله‌ای با این شناسه یافت نشد.';
export const DELEGATION_NOT_FOUND = 'درخواست نمایندگی با این شناسه یافت نشد.';
export const MAX_DELEGATIONS = 60;

export type ArticleInput = {
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  coverFileId: string | null;
  status: 'draft' | 'published';
  searchText: string;
};

/** The content module's supplier articles (content owns `pages`), built on a database or a transaction. */
export interface ArticleStore {
  list(merchantId: number): Promise<SupplierArticle[]>;
  find(id: number): Promise<SupplierArticle | undefined>;
  insert(merchantId: number, authorUserId: number, uniquePageName: string, row: ArticleInput): Promise<number>;
  update(id: number, merchantId: number, row: ArticleInput, wasPublishedAt: string | null): Promise<void>;
}

export interface ProfileDeps {
  repo: ProfileRepo;
  uow: UnitOfWork;
  /** Who acts for a merchant, with which rights (customers). */
  access: Pick<MerchantAccess, 'membership'>;
  articles: (db?: Database) => ArticleStore;
  /** A stored file (files module), or a 404 AppError. */
  file: (fileId: string) => Promise<{ id: string; ownerUserId: number | null; mimeType: string; isPublic: boolean }>;
}

/** The context of every use case: the service's dependencies. */
export type ProfileContext = ProfileDeps;

export const err = (field: string, code: string, message: string): FieldError => ({ field, code, message });

/** The caller's right to the merchant's profile: 403 for a non-member or an agent without the right. */
export async function requireRight(ctx: ProfileContext, userId: number, merchantId: number) {
  const member = await ctx.access.membership(userId, merchantId);
  if (!member) throw new AppError('CATALOG_NOT_A_SUPPLIER');
  if (member.role !== 'owner' && !member.manageProfile) throw new AppError('SUPPLIERS_NO_PROFILE_RIGHT');
}

export async function profileOf(ctx: ProfileContext, merchantId: number): Promise<CompanyProfile> {
  const { repo } = ctx;
  const profile = await repo.find(merchantId);
  if (!profile) throw notFound(MERCHANT_NOT_FOUND);
  return profile;
}

/**
 * A file the caller attaches: one they uploaded (or the one already attached), public, of the kind asked.
 * Pushes a field error and answers undefined otherwise.
 */
export async function attachable(
  ctx: ProfileContext,
  userId: number,
  fileId: string,
  kind: 'image' | 'pdf',
  field: string,
  errors: FieldError[],
  current?: string | null,
): Promise<string | undefined> {
  const { file } = ctx;
  const stored = await file(fileId).catch(() => undefined);
  const mine = stored && (stored.ownerUserId === userId || fileId === current);
  if (!stored || !mine) {
    errors.push(err(field, 'oneOf', 'این فایل یافت نشد؛ دوباره بارگذاری کنید.'));
    return undefined;
  }
  const rightKind = kind === 'pdf' ? stored.mimeType === 'application/pdf' : stored.mimeType.startsWith('image/');
  if (!rightKind) {
    errors.push(
      err(field, 'oneOf', kind === 'pdf' ? 'کاتالوگ باید فایل PDF باشد.' : 'فقط تصویر (JPEG، PNG یا WebP) مجاز است.'),
    );
    return undefined;
  }
  if (!stored.isPublic) {
    errors.push(err(field, 'oneOf', 'این فایل عمومی بارگذاری نشده است؛ دوباره بارگذاری کنید.'));
    return undefined;
  }
  return stored.id;
}

export const idOfUrl = (url: string | null) => (url?.startsWith(fileUrl('')) ? url.slice(fileUrl('').length) : null);
