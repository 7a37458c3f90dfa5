// Content rules: only published pages for the asking platform are public; drafts preview only for their
// author or staff; comments wait for moderation; likes toggle and cannot be doubled.

import type { ContentTypeNode, PageDetail } from '@bazaar/contracts/content-pages';
import type { Database } from '../../db/client.js';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import type { VisitGate, Visitor } from '../../shared/visit-gate.js';
import type { AccessClaims } from '../identity/tokens.js';
import { type ContentRepo, createContentRepo, type PageFilter, type PlatformAsked } from './content.repo.js';
import { toPlainText } from './sanitize.js';

const PAGE_NOT_FOUND = 'صفحه مورد نظر یافت نشد.';

export function createContentService(repo: ContentRepo, visits: VisitGate | undefined, uow: UnitOfWork) {
  /** A like changes in the unit of work (so the change may emit its events), the liked row locked first. */
  const toggleLike = (kind: 'page' | 'comment', id: number, userId: number) =>
    uow.run((tx) => createContentRepo(tx).toggleLike(kind, id, userId));

  async function detail(
    found: NonNullable<Awaited<ReturnType<ContentRepo['findPage']>>>,
    userId?: number,
  ): Promise<PageDetail> {
    const crumbs = await repo.contentTypeCrumbs([...found.ancestorIds, found.contentTypeId]);
    return {
      ...found.summary,
      bodyHtml: found.bodyHtml,
      status: found.status,
      category:
        found.categoryId !== null
          ? { id: found.categoryId, name: found.categoryName ?? '', slug: found.categorySlug ?? '' }
          : null,
      breadcrumb: crumbs.map(({ id, key, name }) => ({ id, key, name })),
      likedByMe: userId ? await repo.isLikedBy(found.id, userId) : false,
    };
  }

  /** A published page; `platform: 'any'` accepts pages of either platform (likes and comments come from both). */
  async function publicPage(where: ReturnType<ContentRepo['byId']>, platform: PlatformAsked | 'any', userId?: number) {
    const found = await repo.findPage(where);
    const visible =
      found && found.status === 'published' && (found.pageMerchantId === null || found.merchantId !== null);
    const onPlatform = found && (platform === 'any' || found.platform === 'both' || found.platform === platform);
    if (!found || !visible || !onPlatform || !found.publishedAt || found.publishedAt.getTime() > Date.now()) {
      throw notFound(PAGE_NOT_FOUND);
    }
    return detail(found, userId);
  }

  return {
    listPages: (filter: Omit<PageFilter, 'patterns'> & { q?: string }, page: number, pageSize: number) =>
      repo.listPages({ ...filter, patterns: searchPatterns(filter.q) }, page, pageSize),

    async listByContentType(
      contentTypeId: number,
      filter: { platform: PlatformAsked; q?: string },
      page: number,
      pageSize: number,
    ) {
      if (!(await repo.findContentType(contentTypeId))) throw notFound('نوع محتوای مورد نظر یافت نشد.');
      return repo.listPages(
        { platform: filter.platform, contentTypeId, patterns: searchPatterns(filter.q) },
        page,
        pageSize,
      );
    },

    /** A published page; with `visitor`, a view that counts (the visitor's first today) is added. */
    async getPage(id: number, platform: PlatformAsked, session: AccessClaims | null, visitor?: Visitor) {
      const page = await publicPage(repo.byId(id), platform, session?.sub);
      if (visitor && visits && (await visits.admit(`page:${id}`, visitor))) await repo.countVisit(id);
      return page;
    },
    /** Views already admitted by the visit gate (POST /pagevisits/visit-count), added up: id → views. */
    addVisits: (counts: Map<number, number>) => repo.addVisits(counts),
    getByUniqueName: (name: string, platform: PlatformAsked, session: AccessClaims | null) =>
      publicPage(repo.byUniqueName(name), platform, session?.sub),

    /** Drafts are visible to their author and to staff only. */
    async preview(id: number, session: AccessClaims | null) {
      if (!session) throw new AppError('UNAUTHORIZED');
      const found = await repo.findPage(repo.byId(id));
      if (!found) throw notFound(PAGE_NOT_FOUND);
      const allowed =
        session.roles.includes('admin') || (found.authorUserId !== null && found.authorUserId === session.sub);
      if (!allowed) throw new AppError('CONTENT_PREVIEW_FORBIDDEN');
      return detail(found, session.sub);
    },

    async likePage(id: number, userId: number) {
      await publicPage(repo.byId(id), 'any', userId);
      return toggleLike('page', id, userId);
    },

    async addComment(userId: number, input: { pageId: number; parentId?: number | null; body: string }) {
      await publicPage(repo.byId(input.pageId), 'any', userId);
      const body = toPlainText(input.body);
      if (body.length < 2) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ field: 'body.body', code: 'minLength', message: 'حداقل 2 کاراکتر وارد کنید' }],
        });
      }
      if (input.parentId) {
        const parent = await repo.findComment(input.parentId);
        if (!parent || parent.pageId !== input.pageId || parent.status !== 'approved') {
          throw new AppError('VALIDATION_FAILED', {
            errors: [{ field: 'body.parentId', code: 'oneOf', message: 'دیدگاهی که به آن پاسخ می‌دهید یافت نشد.' }],
          });
        }
      }
      const row = await repo.insertComment({ pageId: input.pageId, parentId: input.parentId ?? null, userId, body });
      return {
        id: row?.id ?? 0,
        status: 'pending' as const,
        message: 'دیدگاه شما ثبت شد و پس از تأیید نمایش داده می‌شود.',
      };
    },

    /** Approved comments, and `viewerId`'s own comments that wait for moderation (marked pending). */
    async commentTree(pageId: number, viewerId?: number) {
      await publicPage(repo.byId(pageId), 'any');
      return repo.approvedComments(pageId, viewerId);
    },

    async likeComment(id: number, userId: number) {
      const comment = await repo.findComment(id);
      if (comment?.status !== 'approved') throw new AppError('CONTENT_COMMENT_NOT_FOUND');
      return toggleLike('comment', id, userId);
    },

    myComments: (userId: number, page: number, pageSize: number) => repo.myComments(userId, page, pageSize),
    listForModeration: (status: 'pending' | 'approved' | 'rejected', page: number, pageSize: number) =>
      repo.commentsByStatus(status, page, pageSize),
    /**
     * A staff decision on a comment, with its audit row in the same transaction (decision 027). It emits
     * `content.page.changed`, so the article's shared cached page shows an approved comment at once (decision 064).
     */
    async moderate(id: number, status: 'approved' | 'rejected', staffUserId?: number) {
      const decide = async (tx?: Database) => {
        const pageId = await (tx ? createContentRepo(tx) : repo).moderate(id, status);
        if (pageId === null) throw new AppError('CONTENT_COMMENT_NOT_FOUND');
        if (tx && staffUserId !== undefined)
          await recordStaffAction(tx, {
            staffUserId,
            action: status === 'approved' ? 'comment.approve' : 'comment.reject',
            objectType: 'comment',
            objectId: id,
          });
        return pageId;
      };
      if (uow)
        await uow.run(async (tx, emit) => {
          const pageId = await decide(tx);
          await emit('content.page.changed', { pageIds: [pageId] });
        });
      else await decide();
      return { id, status };
    },

    contentTypeTree: () => repo.contentTypeTree(),
    /** The tree flattened to the types that hold published pages, parents before children. */
    async contentTypesWithPages() {
      const flat: { id: number; key: string; name: string; pageCount: number }[] = [];
      const walk = (nodes: ContentTypeNode[]) => {
        for (const n of nodes) {
          if (n.pageCount > 0) flat.push({ id: n.id, key: n.key, name: n.name, pageCount: n.pageCount });
          walk(n.children);
        }
      };
      walk(await repo.contentTypeTree());
      return flat;
    },
    async contentTypeBreadcrumb(id: number) {
      const type = await repo.findContentType(id);
      if (!type) throw notFound('نوع محتوای مورد نظر یافت نشد.');
      return (await repo.contentTypeCrumbs([...type.ancestorIds, type.id])).map(({ id: cid, key, name }) => ({
        id: cid,
        key,
        name,
      }));
    },
    async merchantHasContent(merchantId: number) {
      const count = await repo.merchantPageCount(merchantId);
      return { merchantId, hasContent: count > 0, count };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
