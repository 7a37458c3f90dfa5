// Staff write the marketplace's articles (decision 030): a new article is a draft (never public), the body
// is kept only as the sanitiser's allow-list leaves it (sanitize.ts), and publishing or taking it back is
// one call. Each change writes its audit row in the same transaction and emits `content.page.changed`, so
// the web's cached article lists and pages follow at once.
import type { articleInputSchema } from '@bazaar/contracts/staff-admin-articles';
import { normalizeForSearch, normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import type { z } from 'zod';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { fieldError, notFound } from '../../shared/app-error.js';
import { type ArticlesRepo, createArticlesRepo } from './articles.repo.js';
import { sanitizeRichHtml, toPlainText } from './sanitize.js';

type ArticleInput = z.output<typeof articleInputSchema>;
const ARTICLE_NOT_FOUND = 'این مطلب یافت نشد.';

export function createArticlesService({ repo, uow }: { repo: ArticlesRepo; uow: UnitOfWork }) {
  async function values(input: ArticleInput, from: ArticlesRepo) {
    if (!(await from.contentTypeExists(input.contentTypeId)))
      throw fieldError('body.contentTypeId', 'invalid', 'نوع مطلب را از فهرست انتخاب کنید.');
    const bodyHtml = sanitizeRichHtml(input.bodyHtml).trim();
    if (toPlainText(bodyHtml).length < 20)
      throw fieldError('body.bodyHtml', 'minLength', 'متن مطلب دست‌کم باید ۲۰ نویسه باشد.');
    const title = normalizePersian(input.title);
    const summary = normalizePersian(input.summary ?? '');
    const labels = [...new Set((input.labels ?? []).map(normalizePersian))];
    return {
      contentTypeId: input.contentTypeId,
      title,
      slug: persianSlug(title),
      summary,
      bodyHtml,
      labels,
      searchText: normalizeForSearch(`${title} ${summary} ${labels.join(' ')}`),
    };
  }
  async function found(id: number, from: ArticlesRepo = repo) {
    const article = await from.find(id);
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    return article;
  }

  return {
    list: (status: 'draft' | 'published' | undefined, page: number, pageSize: number) =>
      repo.list(status, page, pageSize),
    get: (id: number) => found(id),

    async create(staff: { userId: number; name: string | null }, input: ArticleInput) {
      return uow.run(async (tx, emit) => {
        const articles = createArticlesRepo(tx);
        const id = await articles.insert({
          ...(await values(input, articles)),
          authorUserId: staff.userId,
          authorName: staff.name,
        });
        await recordStaffAction(tx, {
          staffUserId: staff.userId,
          action: 'article.create',
          objectType: 'page',
          objectId: id,
          detail: { title: input.title },
        });
        await emit('content.page.changed', { pageIds: [id] });
        return found(id, articles);
      });
    },

    async update(staffUserId: number, id: number, input: ArticleInput) {
      return uow.run(async (tx, emit) => {
        const articles = createArticlesRepo(tx);
        if (!(await articles.update(id, await values(input, articles)))) throw notFound(ARTICLE_NOT_FOUND);
        await recordStaffAction(tx, {
          staffUserId,
          action: 'article.update',
          objectType: 'page',
          objectId: id,
          detail: { title: input.title },
        });
        await emit('content.page.changed', { pageIds: [id] });
        return found(id, articles);
      });
    },

    async setStatus(staffUserId: number, id: number, status: 'draft' | 'published') {
      return uow.run(async (tx, emit) => {
        const articles = createArticlesRepo(tx);
        const before = await found(id, articles);
        await articles.setStatus(id, status);
        await recordStaffAction(tx, {
          staffUserId,
          action: status === 'published' ? 'article.publish' : 'article.unpublish',
          objectType: 'page',
          objectId: id,
          detail: { previousStatus: before.status },
        });
        await emit('content.page.changed', { pageIds: [id] });
        return found(id, articles);
      });
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
