// Site rules: FAQ search with normalised text, counted question views (once per visitor and day), help
// entries, videos, feedback (checked mobile, at most FEEDBACK_PER_SENDER_HOUR an hour from one sender),
// advertisements, announcements and menus.
import {
  type AdSlot,
  FEEDBACK_PER_IP_HOUR,
  FEEDBACK_PER_SENDER_HOUR,
  type feedbackInputSchema,
  type MenuLocation,
} from '@bazaar/contracts/site';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { z } from 'zod';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import { searchPatterns } from '../../shared/search.js';
import type { VisitGate, Visitor } from '../../shared/visit-gate.js';
import type { PlatformAsked, SiteRepo } from './site.repo.js';

/** Feedback as the contract's schema leaves it (trimmed, empty optional fields gone). */
type ParsedFeedback = z.output<typeof feedbackInputSchema>;

export function createSiteService({ repo, rates, visits }: { repo: SiteRepo; rates: RateStore; visits: VisitGate }) {
  return {
    topFaq: (platform: PlatformAsked, limit: number) => repo.topFaq(platform, limit),

    async faqByCategory(categoryId: number, platform: PlatformAsked, q?: string) {
      if (!(await repo.faqCategoryExists(categoryId))) throw notFound('دسته‌بندی پرسش‌ها یافت نشد.');
      return repo.faqByCategory(categoryId, platform, searchPatterns(q));
    },

    /** Categories with their questions; with `q` only the matching questions, and only categories that have some. */
    async faqGroups(platform: PlatformAsked, q?: string) {
      const [categories, questions] = await Promise.all([
        repo.faqCategories(platform),
        repo.faqAll(platform, searchPatterns(q)),
      ]);
      return categories
        .map((c) => ({ ...c, questions: questions.filter((question) => question.categoryId === c.id) }))
        .filter((c) => c.questions.length > 0 || !q);
    },

    faqCategories: (platform: PlatformAsked) => repo.faqCategories(platform),

    /** Counts a reading of a question once per visitor and day; repeats answer the current count. */
    async countFaqVisit(id: number, visitor: Visitor) {
      const current = await repo.faqVisitCount(id);
      if (current === undefined) throw notFound('پرسش مورد نظر یافت نشد.');
      const counted = await visits.admit(`faq:${id}`, visitor);
      return { visitCount: counted ? ((await repo.countFaqVisit(id)) ?? current) : current };
    },

    async help(frontUniqueId: string) {
      const entry = await repo.help(frontUniqueId);
      if (!entry) throw notFound('راهنمایی برای این بخش ثبت نشده است.');
      return entry;
    },

    videos: (q: string | undefined, page: number, pageSize: number) => repo.videos(searchPatterns(q), page, pageSize),

    async sendFeedback(input: ParsedFeedback, sender: { ip: string; userId: number | null }) {
      let mobile: string | null = null;
      if (input.mobile) {
        mobile = normalizeIranianMobile(input.mobile);
        if (!mobile) throw fieldError('body.mobile', 'pattern', 'شماره موبایل معتبر نیست.');
      }
      // One sender (the signed-in person, or one contact from one address) a few an hour; one address, shared
      // by an office or a carrier, many more. The message says when to try again.
      const who = sender.userId ? `user:${sender.userId}` : `contact:${sender.ip}:${mobile ?? input.email ?? '-'}`;
      const bySender = await rates.hit(`feedback-sender:${who}`, 3600);
      const byAddress = await rates.hit(`feedback-ip:${sender.ip}`, 3600);
      const refused =
        bySender.count > FEEDBACK_PER_SENDER_HOUR
          ? bySender
          : byAddress.count > FEEDBACK_PER_IP_HOUR
            ? byAddress
            : null;
      if (refused) {
        const seconds = Math.max(1, Math.ceil((refused.resetAt.getTime() - Date.now()) / 1000));
        throw new AppError('RATE_LIMITED', {
          detail: `پیام‌های زیادی ${refused === bySender ? 'از شما' : 'از این نشانی اینترنتی'} فرستاده شده است؛ ${toPersianDigits(Math.ceil(seconds / 60))} دقیقهٔ دیگر دوباره تلاش کنید.`,
          retryAfterSeconds: seconds,
        });
      }
      const id = await repo.insertFeedback({
        name: normalizePersian(input.name),
        email: input.email ?? null,
        mobile,
        subject: normalizePersian(input.subject),
        message: input.message.trim(),
        userId: sender.userId,
        requestIp: sender.ip,
      });
      return { id, message: 'پیام شما دریافت شد؛ از همراهی شما سپاسگزاریم.' };
    },

    advertisements: (slot?: AdSlot) => repo.activeAds(slot),
    announcements: () => repo.currentAnnouncements(),
    menuTree: (location: MenuLocation) => repo.menuTree(location),
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
