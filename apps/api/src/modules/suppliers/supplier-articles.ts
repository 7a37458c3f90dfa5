// A supplier's articles, written by the owner or an agent with the right; stored by the content module.
import { randomBytes } from 'node:crypto';
import type { FieldError } from '@bazaar/contracts/problem';
import type { SupplierArticle, SupplierArticleBody } from '@bazaar/contracts/supplier-profile';
import { normalizeForSearch, normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { AppError, notFound } from '../../shared/app-error.js';
import { sanitizeRichHtml, toPlainText } from '../content/sanitize.js';
import {
  ARTICLE_NOT_FOUND,
  type ArticleInput,
  attachable,
  err,
  type ProfileContext,
  requireRight,
} from './profile-context.js';

/** The article the caller may edit: 404 when it is not of a merchant they belong to. */
export async function ownArticle(ctx: ProfileContext, userId: number, id: number) {
  const { articles } = ctx;
  const article = await articles().find(id);
  if (!article) throw notFound(ARTICLE_NOT_FOUND);
  const member = await ctx.access.membership(userId, article.merchantId);
  if (!member) throw notFound(ARTICLE_NOT_FOUND);
  if (member.role !== 'owner' && !member.manageProfile) throw new AppError('SUPPLIERS_NO_PROFILE_RIGHT');
  return article;
}

export async function articleInput(
  ctx: ProfileContext,
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
    ? await attachable(ctx, userId, body.coverFileId, 'image', 'body.coverFileId', errors, current?.coverFileId)
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

export async function articlesOf(ctx: ProfileContext, userId: number, merchantId: number) {
  const { articles } = ctx;
  await requireRight(ctx, userId, merchantId);
  return articles().list(merchantId);
}

export async function createArticle(
  ctx: ProfileContext,
  userId: number,
  merchantId: number,
  body: SupplierArticleBody,
) {
  const { uow, articles } = ctx;
  await requireRight(ctx, userId, merchantId);
  const row = await articleInput(ctx, userId, body);
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
  return ownArticle(ctx, userId, id);
}

export async function updateArticle(ctx: ProfileContext, userId: number, id: number, body: SupplierArticleBody) {
  const { uow, articles } = ctx;
  const current = await ownArticle(ctx, userId, id);
  const row = await articleInput(ctx, userId, body, current);
  await uow.run(async (tx, emit) => {
    await articles(tx).update(id, current.merchantId, row, current.publishedAt);
    await emit('suppliers.merchant.changed', { merchantId: current.merchantId });
  });
  return ownArticle(ctx, userId, id);
}
