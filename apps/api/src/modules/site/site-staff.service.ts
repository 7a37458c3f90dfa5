// Staff's rules for the site's own records (decision 030). Every change runs in one unit of work with its
// audit row (decision 027); advertisements and announcements also emit `site.promotions.changed`, which
// revalidates the web's cached pages, and an answer by SMS emits `site.feedback.answered` for the sender.
import type { FeedbackState } from '@bazaar/contracts/staff-admin-feedback';
import type {
  advertisementInputSchema,
  announcementInputSchema,
  StaffAdvertisement,
  StaffAnnouncement,
} from '@bazaar/contracts/staff-admin-promotions';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { z } from 'zod';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { JobRunner } from '../../platform/jobs/runner.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import { createSiteStaffRepo, type SiteStaffRepo } from './site-staff.repo.js';

type AdInput = z.output<typeof advertisementInputSchema>;
type AnnouncementInput = z.output<typeof announcementInputSchema>;

const FEEDBACK_NOT_FOUND = 'این پیام یافت نشد.';

/**
 * A window opens and closes with no one saving anything, so the cached pages would only follow at their
 * periodic revalidation. A delayed job at each future edge emits `site.promotions.changed` then, and the
 * web re-renders within seconds of the edge. An edge made stale by a later edit just revalidates once more.
 */
export const PROMOTION_EDGE_QUEUE = 'site.promotion-window-edge';
type EdgeJob = { kind: 'advertisement' | 'announcement'; id: number };

/** The window as instants, end after start (a field error on `body.endsAt` otherwise). */
function windowOf(input: { startsAt: string; endsAt: string }) {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt.getTime() <= startsAt.getTime())
    throw fieldError('body.endsAt', 'min', 'زمان پایان باید بعد از زمان شروع باشد.');
  return { startsAt, endsAt };
}

interface PromotionKind<V, O> {
  name: 'advertisement' | 'announcement';
  notFound: string;
  alreadyEnded: string;
  describe(values: V): Record<string, unknown>;
  store(repo: SiteStaffRepo): {
    find(id: number): Promise<O | undefined>;
    taken(values: V, exceptId?: number): Promise<{ field: string; message: string } | null>;
    insert(values: V): Promise<number>;
    update(id: number, values: V): Promise<boolean>;
    end(id: number): Promise<boolean>;
  };
}

type AdValues = Parameters<SiteStaffRepo['insertAdvertisement']>[0];
type AnnouncementValues = Parameters<SiteStaffRepo['insertAnnouncement']>[0];

const ADVERTISEMENT: PromotionKind<AdValues, StaffAdvertisement> = {
  name: 'advertisement',
  notFound: 'این تبلیغ یافت نشد.',
  alreadyEnded: 'این تبلیغ پیش از این پایان یافته است.',
  describe: (v) => ({ title: v.title }),
  store: (r) => ({
    find: r.advertisement,
    taken: async (v, exceptId) =>
      (await r.adTitleTaken(v.title, exceptId))
        ? { field: 'body.title', message: 'تبلیغی با همین عنوان هست؛ عنوان دیگری بنویسید.' }
        : null,
    insert: r.insertAdvertisement,
    update: r.updateAdvertisement,
    end: r.endAdvertisement,
  }),
};

const ANNOUNCEMENT: PromotionKind<AnnouncementValues, StaffAnnouncement> = {
  name: 'announcement',
  notFound: 'این اطلاعیه یافت نشد.',
  alreadyEnded: 'این اطلاعیه پیش از این پایان یافته است.',
  describe: (v) => ({ text: v.text }),
  store: (r) => ({
    find: r.announcement,
    taken: async (v, exceptId) =>
      (await r.announcementTextTaken(v.text, exceptId))
        ? { field: 'body.text', message: 'اطلاعیه‌ای با همین متن هست.' }
        : null,
    insert: r.insertAnnouncement,
    update: r.updateAnnouncement,
    end: r.endAnnouncement,
  }),
};

export function createSiteStaffService({
  repo,
  uow,
  jobs,
  file,
}: {
  repo: SiteStaffRepo;
  uow: UnitOfWork;
  /** Without it (some tests) an edge reaches cached pages at their periodic revalidation only. */
  jobs?: JobRunner;
  /** A stored file (files module), or a rejection: to check an advertisement's picture. */
  file?: (fileId: string) => Promise<{ id: string; ownerUserId: number | null; mimeType: string; isPublic: boolean }>;
}) {
  jobs?.define<EdgeJob>(
    PROMOTION_EDGE_QUEUE,
    (edge) =>
      uow.run(async (_tx, emit) => {
        await emit('site.promotions.changed', edge);
      }),
    { retryLimit: 5, retryDelaySeconds: 10 },
  );

  /** Queues the edges still ahead; after the commit, so a rolled-back save schedules nothing. */
  async function scheduleEdges(edge: EdgeJob, window: { startsAt: Date; endsAt: Date }) {
    if (!jobs) return;
    for (const at of [window.startsAt, window.endsAt]) {
      const seconds = Math.ceil((at.getTime() - Date.now()) / 1000);
      if (seconds > 0) await jobs.send(PROMOTION_EDGE_QUEUE, edge, { startAfterSeconds: seconds });
    }
  }

  async function feedbackOrNotFound(id: number, from: SiteStaffRepo = repo) {
    const found = await from.feedback(id);
    if (!found) throw notFound(FEEDBACK_NOT_FOUND);
    return found;
  }

  /** Create (id null) or replace one advertisement or announcement, audited, and tell the web. */
  async function save<V extends { startsAt: Date; endsAt: Date }, O>(
    kind: PromotionKind<V, O>,
    staffUserId: number,
    id: number | null,
    values: V,
  ): Promise<O> {
    const saved = await uow.run(async (tx, emit) => {
      const store = kind.store(createSiteStaffRepo(tx));
      const duplicate = await store.taken(values, id ?? undefined);
      if (duplicate) throw fieldError(duplicate.field, 'unique', duplicate.message);
      let savedId = id ?? 0;
      if (id === null) savedId = await store.insert(values);
      else if (!(await store.update(id, values))) throw notFound(kind.notFound);
      await recordStaffAction(tx, {
        staffUserId,
        action: `${kind.name}.${id === null ? 'create' : 'update'}`,
        objectType: kind.name,
        objectId: savedId,
        detail: { ...kind.describe(values), startsAt: values.startsAt, endsAt: values.endsAt },
      });
      await emit('site.promotions.changed', { kind: kind.name, id: savedId });
      const row = await store.find(savedId);
      if (!row) throw notFound(kind.notFound);
      return { id: savedId, row };
    });
    await scheduleEdges({ kind: kind.name, id: saved.id }, values);
    return saved.row;
  }

  /** Ends one now (one not yet started never shows), audited, and tell the web. */
  async function end<V, O extends { window: string; endsAt: string }>(
    kind: PromotionKind<V, O>,
    staffUserId: number,
    id: number,
  ): Promise<O> {
    return uow.run(async (tx, emit) => {
      const store = kind.store(createSiteStaffRepo(tx));
      const before = await store.find(id);
      if (!before) throw notFound(kind.notFound);
      if (before.window === 'ended') throw new AppError('CONFLICT', { detail: kind.alreadyEnded });
      await store.end(id);
      await recordStaffAction(tx, {
        staffUserId,
        action: `${kind.name}.end`,
        objectType: kind.name,
        objectId: id,
        detail: { previousEndsAt: before.endsAt },
      });
      await emit('site.promotions.changed', { kind: kind.name, id });
      return (await store.find(id)) ?? before;
    });
  }

  /** An advertisement's picture: a public image this staff member uploaded, or the one it already has. */
  async function adImage(staffUserId: number, id: number | null, fileId: string): Promise<string> {
    if (id !== null && (await repo.adImageFileId(id)) === fileId) return fileId;
    const stored = file ? await file(fileId).catch(() => undefined) : undefined;
    if (!stored || stored.ownerUserId !== staffUserId)
      throw fieldError('body.imageFileId', 'oneOf', 'این تصویر یافت نشد؛ دوباره بارگذاری کنید.');
    if (!stored.mimeType.startsWith('image/'))
      throw fieldError('body.imageFileId', 'oneOf', 'فقط تصویر (JPEG، PNG یا WebP) مجاز است.');
    if (!stored.isPublic)
      throw fieldError('body.imageFileId', 'oneOf', 'این تصویر عمومی بارگذاری نشده است؛ دوباره بارگذاری کنید.');
    return stored.id;
  }

  return {
    feedbacks: (state: FeedbackState | undefined, page: number, pageSize: number) =>
      repo.feedbacks(state, page, pageSize),
    feedback: (id: number) => feedbackOrNotFound(id),

    async setFeedbackState(staffUserId: number, id: number, state: Exclude<FeedbackState, 'answered'>) {
      return uow.run(async (tx) => {
        const staffRepo = createSiteStaffRepo(tx);
        const before = await feedbackOrNotFound(id, staffRepo);
        await staffRepo.setFeedbackState(id, state);
        await recordStaffAction(tx, {
          staffUserId,
          action: `feedback.${state}`,
          objectType: 'feedback',
          objectId: id,
          detail: { previousState: before.state },
        });
        return feedbackOrNotFound(id, staffRepo);
      });
    },

    async replyFeedback(staffUserId: number, id: number, input: { note: string; sms: boolean }) {
      return uow.run(async (tx, emit) => {
        const staffRepo = createSiteStaffRepo(tx);
        const before = await feedbackOrNotFound(id, staffRepo);
        if (input.sms && !before.mobile)
          throw fieldError('body.sms', 'invalid', 'فرستنده شمارهٔ همراهی نگذاشته است؛ پاسخ با پیامک ممکن نیست.');
        const note = normalizePersian(input.note);
        await staffRepo.replyFeedback(id, { note, staffUserId, sms: input.sms });
        await recordStaffAction(tx, {
          staffUserId,
          action: 'feedback.reply',
          objectType: 'feedback',
          objectId: id,
          detail: { sms: input.sms },
        });
        if (input.sms) await emit('site.feedback.answered', { feedbackId: id });
        return feedbackOrNotFound(id, staffRepo);
      });
    },

    /** The SMS of an answer (a durable subscriber of `site.feedback.answered` calls it): to, text. */
    async feedbackSms(id: number) {
      const found = await repo.feedback(id);
      if (!found?.mobile || !found.reply?.bySms) return null;
      return { to: found.mobile, text: `بازار صنعت، پاسخ پیام «${found.subject}»:\n${found.reply.note}` };
    },

    advertisements: () => repo.advertisements(),
    async saveAdvertisement(staffUserId: number, id: number | null, input: AdInput) {
      const window = windowOf(input);
      const imageFileId =
        input.imageFileId === undefined || input.imageFileId === null
          ? input.imageFileId
          : await adImage(staffUserId, id, input.imageFileId);
      return save(ADVERTISEMENT, staffUserId, id, {
        slot: input.slot,
        title: normalizePersian(input.title),
        text: normalizePersian(input.text ?? ''),
        link: input.link,
        ...(imageFileId !== undefined ? { imageFileId } : {}),
        ...window,
      });
    },
    endAdvertisement: (staffUserId: number, id: number) => end(ADVERTISEMENT, staffUserId, id),

    announcements: () => repo.announcements(),
    saveAnnouncement: (staffUserId: number, id: number | null, input: AnnouncementInput) =>
      save(ANNOUNCEMENT, staffUserId, id, {
        text: normalizePersian(input.text),
        link: input.link ?? null,
        ...windowOf(input),
      }),
    endAnnouncement: (staffUserId: number, id: number) => end(ANNOUNCEMENT, staffUserId, id),
  };
}

export type SiteStaffService = ReturnType<typeof createSiteStaffService>;
