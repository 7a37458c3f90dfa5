// Likes of pages and comments, one per person, counted from their rows.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageLikes } from '../../db/schema/content.js';

export function createLikesRepo(db: Database) {
  return {
    async isLikedBy(pageId: number, userId: number) {
      const [row] = await db
        .select({ p: pageLikes.pageId })
        .from(pageLikes)
        .where(and(eq(pageLikes.pageId, pageId), eq(pageLikes.userId, userId)));
      return row !== undefined;
    },

    /**
     * Toggles a like; `db` must be a unit of work's transaction (content.service.ts): the target's row lock queues
     * racing toggles. The primary key (page, user) makes a double like impossible; the counter is recomputed
     * from the rows, so racing requests cannot drift it.
     */
    async toggleLike(kind: 'page' | 'comment', targetId: number, userId: number) {
      const q =
        kind === 'page'
          ? {
              lock: sql`select 1 from pages where id = ${targetId} for update`,
              remove: sql`delete from page_likes where page_id = ${targetId} and user_id = ${userId} returning 1`,
              add: sql`insert into page_likes (page_id, user_id) values (${targetId}, ${userId}) on conflict do nothing`,
              recount: sql`update pages set like_count = (select count(*) from page_likes where page_id = ${targetId})
                where id = ${targetId} returning like_count`,
            }
          : {
              lock: sql`select 1 from page_comments where id = ${targetId} for update`,
              remove: sql`delete from comment_likes where comment_id = ${targetId} and user_id = ${userId} returning 1`,
              add: sql`insert into comment_likes (comment_id, user_id) values (${targetId}, ${userId}) on conflict do nothing`,
              recount: sql`update page_comments set like_count = (select count(*) from comment_likes where comment_id = ${targetId})
                where id = ${targetId} returning like_count`,
            };
      await db.execute(q.lock);
      const removed = (await db.execute(q.remove)).rows.length > 0;
      if (!removed) await db.execute(q.add);
      const result = await db.execute<{ like_count: number }>(q.recount);
      return { liked: !removed, likeCount: Number(result.rows[0]?.like_count ?? 0) };
    },
  };
}
