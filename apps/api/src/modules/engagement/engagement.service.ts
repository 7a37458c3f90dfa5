// Favourites and private notes of the signed-in person. Another user's favourite or note answers 404, exactly
// like one that does not exist. Only public objects can be saved; Persian text is normalised on the way in. A
// member of a buyer company may share theirs with it (decision 058): the members read them, the author alone
// edits them, the author or the company's owner takes them out of the company's items.

import type { SharingState } from '@bazaar/contracts/company-sharing';
import {
  CHART_MAX_DAYS,
  type FavoriteState,
  type ObjectRef,
  type SavedObjectType,
  type VisitorChart,
} from '@bazaar/contracts/engagement';
import { normalizePersian } from '@bazaar/fa/normalize';
import { isbot } from 'isbot';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import { notTheirs } from '../../shared/company-sharing.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { VisitGate, Visitor } from '../../shared/visit-gate.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { EngagementRepo } from './engagement.repo.js';
import { createVisitBuffer } from './visit-buffer.js';

/** How counted views reach the objects' own counters (id → views), kept by the domains that own them. */
export type VisitCounters = Partial<Record<SavedObjectType, (counts: Map<number, number>) => Promise<void>>>;

const DAY_MS = 86_400_000;

/** Notes one person may keep; a bound, so a script cannot fill the table through one account. */
export const MAX_NOTES_PER_USER = 1000;

const OBJECT_NOT_FOUND = 'این مورد یافت نشد یا دیگر در دسترس عموم نیست.';
const FAVORITE_NOT_FOUND = 'این مورد در علاقه‌مندی‌های شما نیست.';
const NOTE_NOT_FOUND = 'یادداشتی با این شناسه در یادداشت‌های شما یافت نشد.';

export function createEngagementService(
  repo: EngagementRepo,
  /** Whether a person acts for a merchant (customers): its owner and agents read its visitor chart. */
  access: Pick<MerchantAccess, 'actsFor'>,
  visits?: {
    gate: VisitGate;
    counters: VisitCounters;
    flushMs?: number;
    log?: { error(obj: unknown, msg?: string): void };
  },
) {
  // Which supplier an object belongs to, while it is public: asked on every view, so kept for a minute.
  const owners = new TtlCache<{ merchantId: number | null } | null>(60_000, 10_000);
  const publicOwner = (type: SavedObjectType, id: number) =>
    owners.through(`${type}:${id}`, async () => (await repo.publicOwner(type, id)) ?? null);
  const buffer = createVisitBuffer({
    flushMs: visits?.flushMs ?? 0,
    log: visits?.log ?? console,
    async write(batch) {
      await repo.addVisitDays(batch);
      for (const type of ['product', 'supplier', 'content'] as const) {
        const counts = new Map(batch.filter((e) => e.objectType === type).map((e) => [e.objectId, e.views]));
        if (counts.size) await visits?.counters[type]?.(counts);
      }
    },
  });
  async function publicObject(ref: ObjectRef) {
    // Read fresh, not from the minute-long owner cache of view counting: saving needs today's answer.
    if (!(await repo.publicOwner(ref.objectType, ref.objectId)))
      throw new AppError('NOT_FOUND', {
        detail: OBJECT_NOT_FOUND,
        errors: [{ field: 'body.objectId', code: 'notFound', message: OBJECT_NOT_FOUND }],
      });
  }
  /**
   * Shares the author's item with their company now, or unshares it; another member's item shared with the
   * caller's company: only the owner takes it out (403 for other roles); anything else 404.
   */
  async function share(
    userId: number,
    id: number,
    shared: boolean,
    kind: {
      set(userId: number, id: number, companyId: number | null): Promise<boolean>;
      visible(userId: number, id: number): Promise<boolean>;
      unshare(companyId: number, id: number): Promise<void>;
      missing: string;
    },
  ): Promise<SharingState> {
    const membership = await repo.membershipNow(userId);
    if (shared && !membership) {
      if (await kind.set(userId, id, null)) throw new AppError('COMPANIES_SHARING_NO_COMPANY');
      throw notFound(kind.missing);
    }
    if (await kind.set(userId, id, shared && membership ? membership.companyId : null))
      return { id, sharedWithCompany: shared };
    if (!membership || !(await kind.visible(userId, id))) throw notFound(kind.missing);
    if (membership.role !== 'owner') throw notTheirs();
    if (!shared) await kind.unshare(membership.companyId, id);
    return { id, sharedWithCompany: shared };
  }
  const favorites = {
    set: repo.setFavoriteShared,
    visible: repo.sharedWithMyCompany,
    unshare: repo.unshareFavorite,
    missing: FAVORITE_NOT_FOUND,
  };
  const notes = {
    set: repo.setNoteShared,
    visible: repo.noteSharedWithMyCompany,
    unshare: repo.unshareNote,
    missing: NOTE_NOT_FOUND,
  };
  async function note(userId: number, id: number) {
    const found = await repo.findNote(userId, id);
    if (!found) throw notFound(NOTE_NOT_FOUND);
    return found;
  }

  return {
    listFavorites: (userId: number, q: { type?: SavedObjectType; page: number; pageSize: number }) =>
      repo.listFavorites(userId, q.type, q.page, q.pageSize),

    async favoriteState(userId: number, ref: ObjectRef): Promise<FavoriteState> {
      return { favoriteId: (await repo.findFavorite(userId, ref))?.id ?? null };
    },

    /** The favourite and whether this call created it (an existing one is answered as it is). */
    async addFavorite(userId: number, ref: ObjectRef) {
      await publicObject(ref);
      const created = await repo.addFavorite(userId, ref.objectType, ref.objectId);
      const favorite = await repo.findFavorite(userId, ref);
      if (!favorite) throw notFound(OBJECT_NOT_FOUND);
      return { favorite, created };
    },

    /** What the caller's company shares now; an empty page outside a company. */
    sharedFavorites: (userId: number, q: { type?: SavedObjectType; page: number; pageSize: number }) =>
      repo.sharedFavorites(userId, q.type, q.page, q.pageSize),
    shareFavorite: (userId: number, id: number, shared: boolean) => share(userId, id, shared, favorites),
    sharedNotes: (userId: number, q: { type?: SavedObjectType; objectId?: number; page: number; pageSize: number }) =>
      repo.sharedNotes(userId, q),
    shareNote: (userId: number, id: number, shared: boolean) => share(userId, id, shared, notes),

    async removeFavorite(userId: number, id: number) {
      if (!(await repo.removeFavorite(userId, id))) throw notFound(FAVORITE_NOT_FOUND);
    },

    listNotes: (userId: number, q: { type?: SavedObjectType; page: number; pageSize: number }) =>
      repo.listNotes(userId, q.type, q.page, q.pageSize),
    notesOn: (userId: number, ref: ObjectRef) => repo.notesOn(userId, ref.objectType, ref.objectId),
    getNote: note,

    async createNote(userId: number, input: ObjectRef & { body: string; sharedWithCompany?: boolean }) {
      await publicObject(input);
      if ((await repo.countNotes(userId)) >= MAX_NOTES_PER_USER) throw new AppError('ENGAGEMENT_TOO_MANY_NOTES');
      const membership = input.sharedWithCompany ? await repo.membershipNow(userId) : undefined;
      if (input.sharedWithCompany && !membership) throw new AppError('COMPANIES_SHARING_NO_COMPANY');
      const body = normalizePersian(input.body);
      const id = await repo.createNote(userId, input.objectType, input.objectId, body, membership?.companyId ?? null);
      return note(userId, id);
    },

    async updateNote(userId: number, id: number, body: string) {
      if (!(await repo.updateNote(userId, id, normalizePersian(body)))) throw notFound(NOTE_NOT_FOUND);
      return note(userId, id);
    },

    async removeNote(userId: number, id: number) {
      if (!(await repo.removeNote(userId, id))) throw notFound(NOTE_NOT_FOUND);
    },

    /**
     * One view of a public object: counted once per visitor, object and day (the visit gate), never for
     * bots; a signed-in visitor's last visits are updated on every view.
     */
    async countVisit(ref: ObjectRef, visitor: Visitor): Promise<{ counted: boolean }> {
      const owner = await publicOwner(ref.objectType, ref.objectId);
      if (!owner) throw notFound(OBJECT_NOT_FOUND);
      // A signed-in person's history is theirs whatever their browser calls itself; counts skip bots.
      if (visitor.userId !== null) await repo.touchLastVisit(visitor.userId, ref.objectType, ref.objectId);
      if (isbot(visitor.userAgent) || !visitor.userAgent) return { counted: false };
      if (
        !visits ||
        !(await visits.gate.admit(`${ref.objectType === 'content' ? 'page' : ref.objectType}:${ref.objectId}`, visitor))
      )
        return { counted: false };
      await buffer.add({ objectType: ref.objectType, objectId: ref.objectId, merchantId: owner.merchantId });
      return { counted: true };
    },

    /** Writes the counted views still in memory (on shutdown, and in tests). */
    flushVisits: () => buffer.flush(),

    lastVisits: (userId: number, q: { type?: SavedObjectType; limit: number }) =>
      repo.lastVisits(userId, q.type, q.limit),

    /** A supplier's views per day: its owner and agents, and staff; anyone else gets 404. */
    async chart(
      caller: { userId: number; staff: boolean },
      q: { merchantId: number; from: string; to: string },
    ): Promise<VisitorChart> {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1;
      if (!(days >= 1)) throw fieldError('query.to', 'min', 'تاریخ پایان باید پس از تاریخ شروع باشد.');
      if (days > CHART_MAX_DAYS) throw fieldError('query.to', 'max', 'بازهٔ نمودار حداکثر یک سال است.');
      if (!caller.staff && !(await access.actsFor(caller.userId, q.merchantId)))
        throw notFound('تأمین‌کننده‌ای با این شناسه در حساب شما نیست.');
      const list = await repo.chartDays(q.merchantId, q.from, q.to);
      const sum = (key: 'supplierViews' | 'productViews' | 'contentViews') => list.reduce((n, d) => n + d[key], 0);
      return {
        merchantId: q.merchantId,
        from: q.from,
        to: q.to,
        days: list,
        totals: {
          supplierViews: sum('supplierViews'),
          productViews: sum('productViews'),
          contentViews: sum('contentViews'),
        },
      };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
