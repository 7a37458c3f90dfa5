// The supplier's company profile, delegation requests and articles (docs/decisions/029). Who may: the merchant's
// owner, and agents with `manage_profile`; a stranger is told nothing (404 for an article, 403 for a merchant
// id, as the product editor does). Every write emits `suppliers.merchant.changed`, which expires the web's
// cached supplier and content pages (app.ts), so the public supplier page shows it at once. Staff confirm or
// refuse delegation requests; each decision writes its audit row in its own transaction.

import { randomBytes } from 'node:crypto';
import type { FieldError } from '@bazaar/contracts/problem';
import type {
  CompanyProfile,
  CompanyProfileBody,
  DelegationRequest,
  DelegationRequestBody,
  DelegationState,
  SupplierArticle,
  SupplierArticleBody,
} from '@bazaar/contracts/supplier-profile';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizeForSearch, normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { Database } from '../../db/client.js';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { sanitizeRichHtml, toPlainText } from '../content/sanitize.js';
import { fileUrl } from '../files/file-url.js';
import { createProfileRepo, type ProfileRepo } from './profile.repo.js';

const MERCHANT_NOT_FOUND = 'تأمین‌کننده‌ای با این شناسه یافت نشد.';
const ARTICLE_NOT_FOUND = 'مقاله‌ای با این شناسه یافت نشد.';
const DELEGATION_NOT_FOUND = 'درخواست نمایندگی با این شناسه یافت نشد.';
const MAX_DELEGATIONS = 60;

type ArticleInput = {
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
  articles: (db?: Database) => ArticleStore;
  /** A stored file (files module), or a 404 AppError. */
  file: (fileId: string) => Promise<{ id: string; ownerUserId: number | null; mimeType: string; isPublic: boolean }>;
}

/** Plain text that keeps its lines: markup removed, each line normalised (ی/ک, digits, spaces). */
const multiline = (input: string) =>
  toPlainText(input)
    .split('\n')
    .map((line) => normalizePersian(line))
    .filter(Boolean)
    .join('\n');

const err = (field: string, code: string, message: string): FieldError => ({ field, code, message });

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A landline as stored: Latin digits, no separators; undefined when it is not one. */
export function normalizeLandline(input: string): string | undefined {
  const phone = toLatinDigits(input).replace(/[\s\-()]/g, '');
  return /^0\d{9,10}$/.test(phone) ? phone : undefined;
}

/** An http(s) address; «www.example.ir» is read as https. Undefined when it is not a web address. */
export function normalizeWebsite(input: string): string | undefined {
  const trimmed = toLatinDigits(input).trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || url.username || url.password) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

export function createProfileService({ repo, uow, articles, file }: ProfileDeps) {
  /** The caller's right to the merchant's profile: 403 for a non-member or an agent without the right. */
  async function requireRight(userId: number, merchantId: number) {
    const member = await repo.membership(userId, merchantId);
    if (!member) throw new AppError('CATALOG_NOT_A_SUPPLIER');
    if (member.role !== 'owner' && !member.manageProfile) throw new AppError('SUPPLIERS_NO_PROFILE_RIGHT');
  }

  async function profileOf(merchantId: number): Promise<CompanyProfile> {
    const profile = await repo.find(merchantId);
    if (!profile) throw notFound(MERCHANT_NOT_FOUND);
    return profile;
  }

  /**
   * A file the caller attaches: one they uploaded (or the one already attached), public, of the kind asked.
   * Pushes a field error and answers undefined otherwise.
   */
  async function attachable(
    userId: number,
    fileId: string,
    kind: 'image' | 'pdf',
    field: string,
    errors: FieldError[],
    current?: string | null,
  ): Promise<string | undefined> {
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

  const idOfUrl = (url: string | null) => (url?.startsWith(fileUrl('')) ? url.slice(fileUrl('').length) : null);

  /** The article the caller may edit: 404 when it is not of a merchant they belong to. */
  async function ownArticle(userId: number, id: number) {
    const article = await articles().find(id);
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    const member = await repo.membership(userId, article.merchantId);
    if (!member) throw notFound(ARTICLE_NOT_FOUND);
    if (member.role !== 'owner' && !member.manageProfile) throw new AppError('SUPPLIERS_NO_PROFILE_RIGHT');
    return article;
  }

  async function articleInput(
    userId: number,
    body: SupplierArticleBody,
    current?: SupplierArticle,
  ): Promise<ArticleInput> {
    const errors: FieldError[] = [];
    const title = normalizePersian(body.title).trim();
    const bodyHtml = sanitizeRichHtml(body.bodyHtml.normalize('NFC'));
    if (!toPlainText(bodyHtml))
      errors.push(err('body.bodyHtml', 'required', 'متن مقاله را بنویسید؛ پس از پاک‌سازی چیزی از آن نماند.'));
    const cover = body.coverFileId
      ? await attachable(userId, body.coverFileId, 'image', 'body.coverFileId', errors, current?.coverFileId)
      : null;
    if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
    return {
      title,
      slug: persianSlug(title) || 'article',
      summary: normalizePersian(toPlainText(body.summary ?? '')),
      bodyHtml,
      coverFileId: cover ?? null,
      status: body.status ?? 'draft',
      searchText: normalizeForSearch(`${title} ${toPlainText(bodyHtml)}`).slice(0, 4000),
    };
  }

  async function delegation(id: number): Promise<DelegationRequest> {
    const found = await repo.findDelegation(id);
    if (!found) throw notFound(DELEGATION_NOT_FOUND);
    return found;
  }

  async function decide(staffUserId: number, id: number, state: 'confirmed' | 'rejected', reason: string | null) {
    const found = await delegation(id);
    if (found.state !== 'pending') throw new AppError('SUPPLIERS_DELEGATION_REVIEWED');
    await uow.run(async (tx, emit) => {
      if (!(await createProfileRepo(tx).decideDelegation(id, state, reason)))
        throw new AppError('SUPPLIERS_DELEGATION_REVIEWED');
      await recordStaffAction(tx, {
        staffUserId,
        action: state === 'confirmed' ? 'delegation.confirm' : 'delegation.reject',
        objectType: 'delegation',
        objectId: id,
        detail: { merchantId: found.merchant.id, name: found.name, ...(reason ? { reason } : {}) },
      });
      await emit('suppliers.merchant.changed', { merchantId: found.merchant.id });
    });
    return delegation(id);
  }

  return {
    async profile(userId: number, merchantId: number) {
      await requireRight(userId, merchantId);
      return profileOf(merchantId);
    },

    async updateProfile(userId: number, merchantId: number, body: CompanyProfileBody) {
      await requireRight(userId, merchantId);
      const current = await profileOf(merchantId);
      const errors: FieldError[] = [];
      const phones: string[] = [];
      for (const [i, raw] of (body.phones ?? []).entries()) {
        if (!raw.trim()) continue;
        const phone = normalizeLandline(raw);
        if (phone) phones.push(phone);
        else errors.push(err(`body.phones.${i}`, 'pattern', 'شمارهٔ تلفن را با پیش‌شماره وارد کنید، مانند ۰۲۱۸۸۷۷۶۶۵۵.'));
      }
      let mobile: string | null = null;
      if (body.mobile?.trim()) {
        mobile = normalizeIranianMobile(body.mobile);
        if (!mobile) errors.push(err('body.mobile', 'pattern', 'شمارهٔ همراه معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷.'));
      }
      const email =
        toLatinDigits(body.email ?? '')
          .trim()
          .toLowerCase() || null;
      if (email && !EMAIL.test(email))
        errors.push(err('body.email', 'email', 'نشانی ایمیل معتبر نیست؛ مانند info@example.ir.'));
      let website: string | null = null;
      if (body.website?.trim()) {
        website = normalizeWebsite(body.website) ?? null;
        if (!website) errors.push(err('body.website', 'pattern', 'نشانی وب‌سایت معتبر نیست؛ مانند https://example.ir.'));
      }
      const currentLogo = idOfUrl(current.logoUrl);
      const currentCover = idOfUrl(current.coverUrl);
      const logo =
        body.logoFileId === undefined
          ? currentLogo
          : body.logoFileId &&
            ((await attachable(userId, body.logoFileId, 'image', 'body.logoFileId', errors, currentLogo)) ?? null);
      const cover =
        body.coverFileId === undefined
          ? currentCover
          : body.coverFileId &&
            ((await attachable(userId, body.coverFileId, 'image', 'body.coverFileId', errors, currentCover)) ?? null);
      const currentCatalogue = current.catalogue?.fileId ?? null;
      const catalogue =
        body.catalogueFileId === undefined
          ? currentCatalogue
          : body.catalogueFileId &&
            ((await attachable(
              userId,
              body.catalogueFileId,
              'pdf',
              'body.catalogueFileId',
              errors,
              currentCatalogue,
            )) ??
              null);
      const cityIds = [...new Set(body.saleCityIds ?? [])];
      const known = await repo.existingCities(cityIds);
      for (const [i, id] of cityIds.entries())
        if (!known.has(id)) errors.push(err(`body.saleCityIds.${i}`, 'oneOf', 'این شهر یافت نشد.'));
      if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });

      const address = normalizePersian(body.address ?? '').trim();
      const note = normalizePersian(toPlainText(body.minOrderNote ?? ''));
      await uow.run(async (tx, emit) => {
        await createProfileRepo(tx).update(
          merchantId,
          {
            about: multiline(body.about ?? ''),
            phones,
            mobile,
            email,
            website,
            address: address || null,
            logoUrl: logo ? fileUrl(logo) : null,
            coverUrl: cover ? fileUrl(cover) : null,
            catalogueFileId: catalogue || null,
          },
          {
            minOrderNote: note || null,
            paymentTerms: [...new Set((body.paymentTerms ?? []).map((t) => normalizePersian(t).trim()))],
            nationwideDelivery: body.nationwideDelivery ?? false,
          },
          cityIds,
        );
        await emit('suppliers.merchant.changed', { merchantId });
      });
      return profileOf(merchantId);
    },

    async delegations(userId: number, merchantId: number) {
      await requireRight(userId, merchantId);
      return repo.delegationsOf(merchantId);
    },

    async requestDelegation(userId: number, merchantId: number, body: DelegationRequestBody) {
      await requireRight(userId, merchantId);
      const errors: FieldError[] = [];
      const documents = [...new Set(body.documentFileIds)];
      for (const [i, fileId] of documents.entries()) {
        // A document one of the merchant's members uploaded (the owner may upload what an agent files).
        const stored = await file(fileId).catch(() => undefined);
        const byMember =
          stored?.ownerUserId === userId ||
          (stored?.ownerUserId != null && (await repo.membership(stored.ownerUserId, merchantId)) !== undefined);
        if (!stored || !byMember)
          errors.push(err(`body.documentFileIds.${i}`, 'oneOf', 'این مدرک یافت نشد؛ دوباره بارگذاری کنید.'));
      }
      if ((await repo.delegationCount(merchantId)) >= MAX_DELEGATIONS)
        errors.push(err('body.name', 'maxItems', `بیش از ${MAX_DELEGATIONS} نمایندگی نمی‌توان ثبت کرد.`));
      if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
      const name = normalizePersian(body.name).trim();
      const id = await uow.run(async (tx) => {
        const created = await createProfileRepo(tx).insertDelegation(merchantId, {
          name,
          slug: persianSlug(name) || 'delegation',
          kind: body.kind,
          region: normalizePersian(body.region ?? '').trim(),
          documentFileIds: documents,
        });
        if (!created)
          throw new AppError('VALIDATION_FAILED', {
            errors: [err('body.name', 'taken', 'نمایندگی با این نام برای این شرکت ثبت شده است.')],
          });
        return created;
      });
      return delegation(id);
    },

    delegationQueue: (query: { state: DelegationState; page: number; pageSize: number }) =>
      repo.delegationQueue(query.state, query.page, query.pageSize),

    async delegationDocument(id: number, fileId: string): Promise<string> {
      if (!(await repo.delegationDocumentIds(id)).includes(fileId)) throw notFound('این مدرک یافت نشد.');
      return fileId;
    },

    confirmDelegation: (staffUserId: number, id: number) => decide(staffUserId, id, 'confirmed', null),
    rejectDelegation: (staffUserId: number, id: number, reason: string) =>
      decide(staffUserId, id, 'rejected', normalizePersian(reason).trim()),

    async articles(userId: number, merchantId: number) {
      await requireRight(userId, merchantId);
      return articles().list(merchantId);
    },

    async article(userId: number, id: number) {
      return ownArticle(userId, id);
    },

    async createArticle(userId: number, merchantId: number, body: SupplierArticleBody) {
      await requireRight(userId, merchantId);
      const row = await articleInput(userId, body);
      const id = await uow.run(async (tx, emit) => {
        const created = await articles(tx).insert(
          merchantId,
          userId,
          `supplier-${merchantId}-${randomBytes(6).toString('hex')}`,
          row,
        );
        await emit('suppliers.merchant.changed', { merchantId });
        return created;
      });
      return ownArticle(userId, id);
    },

    async updateArticle(userId: number, id: number, body: SupplierArticleBody) {
      const current = await ownArticle(userId, id);
      const row = await articleInput(userId, body, current);
      await uow.run(async (tx, emit) => {
        await articles(tx).update(id, current.merchantId, row, current.publishedAt);
        await emit('suppliers.merchant.changed', { merchantId: current.merchantId });
      });
      return ownArticle(userId, id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
