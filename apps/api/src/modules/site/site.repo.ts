// Site content data access: FAQ, help entries, videos, feedback, advertisements, announcements, menus.
import type { AD_SLOTS, MenuNode } from '@bazaar/contracts/site';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import {
  advertisements,
  announcements,
  faqCategories,
  faqQuestions,
  feedbacks,
  helpEntries,
  mediaVideos,
  websiteMenus,
} from '../../db/schema/site.js';
import { fileUrl } from '../files/file-url.js';

export type PlatformAsked = 'web' | 'mobile';
const faqOn = (platform: PlatformAsked) => sql`${faqQuestions.platform} in ('both', ${platform})`;
const faqColumns = {
  id: faqQuestions.id,
  categoryId: faqQuestions.categoryId,
  question: faqQuestions.question,
  answer: faqQuestions.answer,
  visitCount: faqQuestions.visitCount,
};
const videoColumns = {
  id: mediaVideos.id,
  title: mediaVideos.title,
  description: mediaVideos.description,
  posterFileId: mediaVideos.posterFileId,
  videoFileId: mediaVideos.videoFileId,
  durationSeconds: mediaVideos.durationSeconds,
  labels: mediaVideos.labels,
  createdAt: mediaVideos.createdAt,
};
type VideoRow = {
  id: number;
  title: string;
  description: string;
  posterFileId: string | null;
  videoFileId: string | null;
  durationSeconds: number | null;
  labels: string[];
  createdAt: Date;
};
const toVideo = ({ posterFileId, videoFileId, createdAt, ...v }: VideoRow) => ({
  ...v,
  publishedAt: createdAt.toISOString(),
  posterUrl: posterFileId ? fileUrl(posterFileId) : null,
  videoUrl: videoFileId ? fileUrl(videoFileId) : null,
});

export function createSiteRepo(db: Database) {
  return {
    topFaq: (platform: PlatformAsked, limit: number) =>
      db
        .select(faqColumns)
        .from(faqQuestions)
        .where(faqOn(platform))
        .orderBy(desc(faqQuestions.visitCount), asc(faqQuestions.id))
        .limit(limit),
    faqByCategory: (categoryId: number, platform: PlatformAsked, patterns: string[]) =>
      db
        .select(faqColumns)
        .from(faqQuestions)
        .where(
          and(
            eq(faqQuestions.categoryId, categoryId),
            faqOn(platform),
            ...patterns.map((p) => ilike(faqQuestions.searchText, p)),
          ),
        )
        .orderBy(asc(faqQuestions.sortOrder), asc(faqQuestions.id)),
    faqAll: (platform: PlatformAsked, patterns: string[]) =>
      db
        .select(faqColumns)
        .from(faqQuestions)
        .where(and(faqOn(platform), ...patterns.map((p) => ilike(faqQuestions.searchText, p))))
        .orderBy(asc(faqQuestions.categoryId), asc(faqQuestions.sortOrder), asc(faqQuestions.id)),
    faqCategories: (platform: PlatformAsked) =>
      db
        .select({
          id: faqCategories.id,
          key: faqCategories.key,
          name: faqCategories.name,
          questionCount: sql<number>`(select count(*)::int from faq_questions q where q.category_id = "faq_categories"."id" and q.platform in ('both', ${platform}))`,
        })
        .from(faqCategories)
        .where(and(eq(faqCategories.active, true), sql`${faqCategories.platform} in ('both', ${platform})`))
        .orderBy(asc(faqCategories.sortOrder)),
    async faqCategoryExists(id: number) {
      const [row] = await db
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(and(eq(faqCategories.id, id), eq(faqCategories.active, true)));
      return row !== undefined;
    },
    async faqVisitCount(id: number) {
      const [row] = await db
        .select({ visitCount: faqQuestions.visitCount })
        .from(faqQuestions)
        .where(eq(faqQuestions.id, id));
      return row?.visitCount;
    },
    async countFaqVisit(id: number) {
      const rows = await db
        .update(faqQuestions)
        .set({ visitCount: sql`${faqQuestions.visitCount} + 1` })
        .where(eq(faqQuestions.id, id))
        .returning({ visitCount: faqQuestions.visitCount });
      return rows[0]?.visitCount;
    },
    async help(frontUniqueId: string) {
      const [row] = await db
        .select({ frontUniqueId: helpEntries.frontUniqueId, title: helpEntries.title, bodyHtml: helpEntries.bodyHtml })
        .from(helpEntries)
        .where(eq(helpEntries.frontUniqueId, frontUniqueId));
      return row;
    },
    async videos(patterns: string[], page: number, pageSize: number) {
      const where = and(...patterns.map((p) => ilike(mediaVideos.searchText, p)));
      return toPage(
        db
          .select(videoColumns)
          .from(mediaVideos)
          .where(where)
          .orderBy(desc(mediaVideos.createdAt), asc(mediaVideos.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(mediaVideos).where(where),
        page,
        pageSize,
        (found) => found.map(toVideo),
      );
    },
    async insertFeedback(values: typeof feedbacks.$inferInsert) {
      const [row] = await db.insert(feedbacks).values(values).returning({ id: feedbacks.id });
      return row?.id ?? 0;
    },
    async activeAds(slot?: string) {
      const rows = await db
        .select({
          id: advertisements.id,
          slot: advertisements.slot,
          title: advertisements.title,
          text: advertisements.text,
          link: advertisements.link,
          imageFileId: advertisements.imageFileId,
        })
        .from(advertisements)
        .where(
          and(
            eq(advertisements.active, true),
            sql`now() between ${advertisements.startsAt} and ${advertisements.endsAt}`,
            slot ? eq(advertisements.slot, slot) : undefined,
          ),
        )
        .orderBy(asc(advertisements.slot), asc(advertisements.id));
      return rows.map(({ imageFileId, slot: adSlot, ...ad }) => ({
        ...ad,
        slot: adSlot as (typeof AD_SLOTS)[number],
        imageUrl: imageFileId ? fileUrl(imageFileId) : null,
      }));
    },
    async currentAnnouncements() {
      const rows = await db
        .select({
          id: announcements.id,
          text: announcements.text,
          link: announcements.link,
          endsAt: announcements.endsAt,
        })
        .from(announcements)
        .where(sql`now() between ${announcements.startsAt} and ${announcements.endsAt}`)
        .orderBy(desc(announcements.startsAt), asc(announcements.id));
      return rows.map((a) => ({ ...a, endsAt: a.endsAt.toISOString() }));
    },
    async menuTree(location: 'header' | 'footer'): Promise<MenuNode[]> {
      const rows = await db
        .select()
        .from(websiteMenus)
        .where(eq(websiteMenus.location, location))
        .orderBy(sql`${websiteMenus.parentId} nulls first`, asc(websiteMenus.sortOrder), asc(websiteMenus.id));
      const nodes = new Map<number, MenuNode>();
      const roots: MenuNode[] = [];
      for (const r of rows) {
        const node = { id: r.id, title: r.title, href: r.href, children: [] };
        nodes.set(r.id, node);
        if (r.parentId === null) roots.push(node);
        else nodes.get(r.parentId)?.children.push(node);
      }
      return roots;
    },
  };
}
export type SiteRepo = ReturnType<typeof createSiteRepo>;
