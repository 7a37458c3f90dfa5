// Staff's side of the site tables (decision 030): the feedback inbox, and advertisements and announcements
// with their windows. Public reads stay in site.repo.ts (only what is inside its window).
import type { AdSlot } from '@bazaar/contracts/site';
import type { FeedbackState, StaffFeedback } from '@bazaar/contracts/staff-admin-feedback';
import type {
  AdvertisementInput,
  AnnouncementInput,
  PromotionWindow,
  StaffAdvertisement,
  StaffAnnouncement,
} from '@bazaar/contracts/staff-admin-promotions';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { users } from '../../db/schema/identity.js';
import { advertisements, announcements, feedbacks } from '../../db/schema/site.js';
import { fileUrl } from '../files/file-url.js';

const feedbackColumns = {
  id: feedbacks.id,
  name: feedbacks.name,
  email: feedbacks.email,
  mobile: feedbacks.mobile,
  subject: feedbacks.subject,
  message: feedbacks.message,
  state: feedbacks.state,
  createdAt: feedbacks.createdAt,
  replyNote: feedbacks.replyNote,
  repliedAt: feedbacks.repliedAt,
  replySms: feedbacks.replySms,
  staffName: sql<
    string | null
  >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
};
interface FeedbackRow {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  subject: string;
  message: string;
  state: FeedbackState;
  createdAt: Date;
  replyNote: string | null;
  repliedAt: Date | null;
  replySms: boolean;
  staffName: string | null;
}

const toFeedback = (r: FeedbackRow): StaffFeedback => ({
  id: r.id,
  name: r.name,
  email: r.email,
  mobile: r.mobile,
  subject: r.subject,
  message: r.message,
  state: r.state,
  createdAt: r.createdAt.toISOString(),
  reply:
    r.replyNote && r.repliedAt
      ? { note: r.replyNote, at: r.repliedAt.toISOString(), bySms: r.replySms, staffName: r.staffName }
      : null,
});

function windowOf(startsAt: Date, endsAt: Date, now = Date.now()): PromotionWindow {
  if (endsAt.getTime() <= now) return 'ended';
  return startsAt.getTime() > now ? 'scheduled' : 'running';
}

type Window = { startsAt: Date; endsAt: Date };
const windowFields = (w: Window) => ({
  startsAt: w.startsAt.toISOString(),
  endsAt: w.endsAt.toISOString(),
  window: windowOf(w.startsAt, w.endsAt),
});

const adColumns = {
  id: advertisements.id,
  slot: advertisements.slot,
  title: advertisements.title,
  text: advertisements.text,
  link: advertisements.link,
  imageFileId: advertisements.imageFileId,
  startsAt: advertisements.startsAt,
  endsAt: advertisements.endsAt,
};
const toAd = (
  r: { id: number; slot: string; title: string; text: string; link: string; imageFileId: string | null } & Window,
) =>
  ({
    id: r.id,
    slot: r.slot as AdSlot,
    title: r.title,
    text: r.text,
    link: r.link,
    imageUrl: r.imageFileId ? fileUrl(r.imageFileId) : null,
    ...windowFields(r),
  }) satisfies StaffAdvertisement;
const announcementColumns = {
  id: announcements.id,
  text: announcements.text,
  link: announcements.link,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
};
const toAnnouncement = (r: { id: number; text: string; link: string | null } & Window): StaffAnnouncement => ({
  id: r.id,
  text: r.text,
  link: r.link,
  ...windowFields(r),
});

type AdValues = Omit<AdvertisementInput, 'startsAt' | 'endsAt'> & Window & { text: string };
type AnnouncementValues = Omit<AnnouncementInput, 'startsAt' | 'endsAt' | 'link'> & Window & { link: string | null };

export function createSiteStaffRepo(db: Database) {
  const feedbackQuery = () =>
    db.select(feedbackColumns).from(feedbacks).leftJoin(users, eq(users.id, feedbacks.repliedBy)).$dynamic();
  const repo = {
    feedbacks(state: FeedbackState | undefined, page: number, pageSize: number) {
      const where = state ? eq(feedbacks.state, state) : undefined;
      return toPage(
        feedbackQuery()
          .where(where)
          .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(feedbacks).where(where),
        page,
        pageSize,
        (rows) => rows.map(toFeedback),
      );
    },
    async feedback(id: number) {
      const [row] = await feedbackQuery().where(eq(feedbacks.id, id));
      return row ? toFeedback(row) : undefined;
    },
    async setFeedbackState(id: number, state: FeedbackState) {
      const rows = await db
        .update(feedbacks)
        .set({ state })
        .where(eq(feedbacks.id, id))
        .returning({ id: feedbacks.id });
      return rows.length > 0;
    },
    async replyFeedback(id: number, reply: { note: string; staffUserId: number; sms: boolean }) {
      const rows = await db
        .update(feedbacks)
        .set({
          state: 'answered',
          replyNote: reply.note,
          repliedAt: sql`now()`,
          repliedBy: reply.staffUserId,
          replySms: reply.sms,
        })
        .where(eq(feedbacks.id, id))
        .returning({ id: feedbacks.id });
      return rows.length > 0;
    },

    async advertisements() {
      const rows = await db
        .select(adColumns)
        .from(advertisements)
        .orderBy(desc(advertisements.startsAt), desc(advertisements.id));
      return rows.map(toAd);
    },
    async advertisement(id: number) {
      const [row] = await db.select(adColumns).from(advertisements).where(eq(advertisements.id, id));
      return row ? toAd(row) : undefined;
    },
    async adImageFileId(id: number) {
      const [row] = await db
        .select({ imageFileId: advertisements.imageFileId })
        .from(advertisements)
        .where(eq(advertisements.id, id));
      return row?.imageFileId ?? null;
    },
    async adTitleTaken(title: string, exceptId?: number) {
      const [row] = await db
        .select({ id: advertisements.id })
        .from(advertisements)
        .where(and(eq(advertisements.title, title), exceptId ? sql`${advertisements.id} <> ${exceptId}` : undefined));
      return row !== undefined;
    },
    async insertAdvertisement(values: AdValues) {
      const [row] = await db
        .insert(advertisements)
        .values({ ...values, active: true })
        .returning({ id: advertisements.id });
      return row?.id ?? 0;
    },
    async updateAdvertisement(id: number, values: AdValues) {
      const rows = await db
        .update(advertisements)
        .set({ ...values, active: true })
        .where(eq(advertisements.id, id))
        .returning({ id: advertisements.id });
      return rows.length > 0;
    },
    /** Ends the window now (an advertisement not yet started ends before it starts: never shown). */
    async endAdvertisement(id: number) {
      const rows = await db
        .update(advertisements)
        .set({ endsAt: sql`now()`, startsAt: sql`least(${advertisements.startsAt}, now())` })
        .where(eq(advertisements.id, id))
        .returning({ id: advertisements.id });
      return rows.length > 0;
    },

    async announcements() {
      const rows = await db
        .select(announcementColumns)
        .from(announcements)
        .orderBy(desc(announcements.startsAt), desc(announcements.id));
      return rows.map(toAnnouncement);
    },
    async announcement(id: number) {
      const [row] = await db.select(announcementColumns).from(announcements).where(eq(announcements.id, id));
      return row ? toAnnouncement(row) : undefined;
    },
    async announcementTextTaken(text: string, exceptId?: number) {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.text, text), exceptId ? sql`${announcements.id} <> ${exceptId}` : undefined));
      return row !== undefined;
    },
    async insertAnnouncement(values: AnnouncementValues) {
      const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
      return row?.id ?? 0;
    },
    async updateAnnouncement(id: number, values: AnnouncementValues) {
      const rows = await db
        .update(announcements)
        .set(values)
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },
    async endAnnouncement(id: number) {
      const rows = await db
        .update(announcements)
        .set({ endsAt: sql`now()`, startsAt: sql`least(${announcements.startsAt}, now())` })
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },
  };
  return repo;
}

export type SiteStaffRepo = ReturnType<typeof createSiteStaffRepo>;
