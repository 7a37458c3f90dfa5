// Comments on pages: threads of approved ones (with the viewer's own pending ones), a person's own comments,
// and staff's moderation queue.
import type { PageComment } from '@bazaar/contracts/content-comments';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { pageComments, pages } from '../../db/schema/content.js';
import { users } from '../../db/schema/identity.js';

export function createCommentsRepo(db: Database) {
  return {
    async insertComment(values: { pageId: number; parentId: number | null; userId: number; body: string }) {
      const [row] = await db
        .insert(pageComments)
        .values(values)
        .returning({ id: pageComments.id, status: pageComments.status });
      return row;
    },
    async findComment(id: number) {
      const [row] = await db.select().from(pageComments).where(eq(pageComments.id, id));
      return row;
    },
    /** Approved comments as threads, with `viewerId`'s own pending ones (and their own replies under them). */
    async approvedComments(pageId: number, viewerId?: number): Promise<PageComment[]> {
      const visible =
        viewerId === undefined
          ? eq(pageComments.status, 'approved')
          : or(
              eq(pageComments.status, 'approved'),
              and(eq(pageComments.status, 'pending'), eq(pageComments.userId, viewerId)),
            );
      const rows = await db
        .select({
          id: pageComments.id,
          parentId: pageComments.parentId,
          firstName: users.firstName,
          lastName: users.lastName,
          body: pageComments.body,
          likeCount: pageComments.likeCount,
          createdAt: pageComments.createdAt,
          status: pageComments.status,
        })
        .from(pageComments)
        .innerJoin(users, eq(users.id, pageComments.userId))
        .where(and(eq(pageComments.pageId, pageId), visible))
        .orderBy(asc(pageComments.createdAt), asc(pageComments.id));
      const nodes = new Map<number, PageComment>();
      const roots: PageComment[] = [];
      for (const r of rows) {
        const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
        const node: PageComment = {
          id: r.id,
          parentId: r.parentId,
          authorName: name || 'کاربر بازار صنعت',
          body: r.body,
          likeCount: r.likeCount,
          createdAt: r.createdAt.toISOString(),
          pending: r.status === 'pending',
          replies: [],
        };
        nodes.set(r.id, node);
        // A reply whose parent is not (yet) approved waits with it.
        if (r.parentId === null) roots.push(node);
        else nodes.get(r.parentId)?.replies.push(node);
      }
      return roots;
    },
    /** A person's own comments in every state, with the page each is on. */
    myComments(userId: number, page: number, pageSize: number) {
      const where = eq(pageComments.userId, userId);
      return toPage(
        db
          .select({
            id: pageComments.id,
            pageId: pages.id,
            pageTitle: pages.title,
            pageSlug: pages.slug,
            body: pageComments.body,
            status: pageComments.status,
            likeCount: pageComments.likeCount,
            createdAt: pageComments.createdAt,
          })
          .from(pageComments)
          .innerJoin(pages, eq(pages.id, pageComments.pageId))
          .where(where)
          .orderBy(desc(pageComments.createdAt), desc(pageComments.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(pageComments).where(where),
        page,
        pageSize,
        (rows) =>
          rows.map((r) => ({
            id: r.id,
            page: { id: r.pageId, title: r.pageTitle, slug: r.pageSlug },
            body: r.body,
            status: r.status,
            likeCount: r.likeCount,
            createdAt: r.createdAt.toISOString(),
          })),
      );
    },

    async commentsByStatus(status: 'pending' | 'approved' | 'rejected', page: number, pageSize: number) {
      const rows = await db
        .select({
          id: pageComments.id,
          pageId: pageComments.pageId,
          pageTitle: pages.title,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          body: pageComments.body,
          status: pageComments.status,
          createdAt: pageComments.createdAt,
        })
        .from(pageComments)
        .innerJoin(pages, eq(pages.id, pageComments.pageId))
        .innerJoin(users, eq(users.id, pageComments.userId))
        .where(eq(pageComments.status, status))
        .orderBy(asc(pageComments.createdAt))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      return rows.map((r) => ({
        id: r.id,
        pageId: r.pageId,
        pageTitle: r.pageTitle,
        authorName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.phone,
        body: r.body,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    async moderate(id: number, status: 'approved' | 'rejected') {
      const rows = await db
        .update(pageComments)
        .set({ status, moderatedAt: sql`now()` })
        .where(eq(pageComments.id, id))
        .returning({ pageId: pageComments.pageId });
      /** The comment's page, or null when there is no such comment. */
      return rows[0]?.pageId ?? null;
    },
  };
}
