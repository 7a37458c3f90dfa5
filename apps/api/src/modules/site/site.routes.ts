// FAQ, help, videos, feedback, advertisements, announcements and menus (spec section 7, "FAQ and help"
// and "Other public"). Thin: the little logic there is (normalised search, limits) sits in the handlers.

import { idParamSchema } from '@bazaar/contracts/categories';
import {
  AD_SLOTS,
  advertisementSchema,
  announcementSchema,
  faqCategorySchema,
  faqQuestionSchema,
  feedbackInputSchema,
  helpEntrySchema,
  menuNodeSchema,
  platformQuerySchema,
  videoSchema,
} from '@bazaar/contracts/content';
import { idSchema, pageOf, pagingQuerySchema, searchTextSchema } from '@bazaar/contracts/paging';
import { problemSchema } from '@bazaar/contracts/problem';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import { searchPatterns } from '../../shared/search.js';
import type { SiteRepo } from './site.repo.js';

const errors = { 400: problemSchema, 404: problemSchema };
/** Feedback messages accepted from one address per hour. */
export const FEEDBACK_PER_IP_HOUR = 5;

export const siteRoutes: FastifyPluginAsyncZod<{ repo: SiteRepo; rates: RateStore }> = async (app, { repo, rates }) => {
  const platformOnly = z.object({ platform: platformQuerySchema });

  app.get(
    '/faqquestions/top-most-visited/by-platform',
    {
      schema: {
        tags: ['faq'],
        summary: 'Most visited questions',
        querystring: platformOnly.extend({ limit: z.coerce.number().int().min(1).max(50).default(8) }),
        response: { 200: z.array(faqQuestionSchema), ...errors },
      },
    },
    ({ query }) => repo.topFaq(query.platform, query.limit),
  );
  app.get(
    '/faqquestions/by-category/by-platform',
    {
      schema: {
        tags: ['faq'],
        summary: 'Questions of one category, optionally searched',
        querystring: platformOnly.extend({ categoryId: idSchema, q: searchTextSchema.optional() }),
        response: { 200: z.array(faqQuestionSchema), ...errors },
      },
    },
    async ({ query }) => {
      if (!(await repo.faqCategoryExists(query.categoryId))) throw notFound('دسته‌بندی پرسش‌ها یافت نشد.');
      return repo.faqByCategory(query.categoryId, query.platform, searchPatterns(query.q));
    },
  );
  app.get(
    '/faqquestions/group-by-category',
    {
      schema: {
        tags: ['faq'],
        summary: 'All questions grouped by category; `q` searches questions and answers (ی/ک and digits normalised)',
        querystring: platformOnly.extend({ q: searchTextSchema.optional() }),
        response: { 200: z.array(faqCategorySchema.extend({ questions: z.array(faqQuestionSchema) })), ...errors },
      },
    },
    async ({ query }) => {
      const [categories, questions] = await Promise.all([
        repo.faqCategories(query.platform),
        repo.faqAll(query.platform, searchPatterns(query.q)),
      ]);
      return categories
        .map((c) => ({ ...c, questions: questions.filter((q) => q.categoryId === c.id) }))
        .filter((c) => c.questions.length > 0 || !query.q);
    },
  );
  app.get(
    '/faqcategories/active-list/by-platform',
    {
      schema: {
        tags: ['faq'],
        summary: 'Active FAQ categories',
        querystring: platformOnly,
        response: { 200: z.array(faqCategorySchema), ...errors },
      },
    },
    ({ query }) => repo.faqCategories(query.platform),
  );
  app.post(
    '/faqquestions/:id/visit',
    {
      schema: {
        tags: ['faq'],
        summary: 'Count a view of a question (opened by the reader)',
        params: idParamSchema,
        response: { 200: z.object({ visitCount: z.number().int() }), ...errors },
      },
    },
    async ({ params }) => {
      const visitCount = await repo.countFaqVisit(params.id);
      if (visitCount === undefined) throw notFound('پرسش مورد نظر یافت نشد.');
      return { visitCount };
    },
  );
  app.get(
    '/helpsystems/byfrontuniqueid',
    {
      schema: {
        tags: ['help'],
        summary: 'The help entry of a screen, by its front-end unique id',
        querystring: z.object({ frontUniqueId: z.string().trim().min(1).max(80) }),
        response: { 200: helpEntrySchema, ...errors },
      },
    },
    async ({ query }) => {
      const entry = await repo.help(query.frontUniqueId);
      if (!entry) throw notFound('راهنمایی برای این بخش ثبت نشده است.');
      return entry;
    },
  );

  const videoList = { 200: pageOf(videoSchema), ...errors };
  app.get(
    '/mediavideos',
    {
      schema: {
        tags: ['videos'],
        summary: 'Videos, newest first',
        querystring: pagingQuerySchema,
        response: videoList,
      },
    },
    ({ query }) => repo.videos([], query.page, query.pageSize),
  );
  app.get(
    '/mediavideos/search',
    {
      schema: {
        tags: ['videos'],
        summary: 'Videos by title, description or label',
        querystring: pagingQuerySchema.extend({ q: searchTextSchema.optional() }),
        response: videoList,
      },
    },
    ({ query }) => repo.videos(searchPatterns(query.q), query.page, query.pageSize),
  );

  app.post(
    '/feedbacks',
    {
      schema: {
        tags: ['feedback'],
        summary: `Send feedback (at most ${FEEDBACK_PER_IP_HOUR} an hour from one address)`,
        body: feedbackInputSchema,
        response: {
          201: z.object({ id: z.number().int(), message: z.string() }),
          400: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      let mobile: string | null = null;
      if (body.mobile) {
        mobile = normalizeIranianMobile(body.mobile);
        if (!mobile) throw fieldError('body.mobile', 'pattern', 'شماره موبایل معتبر نیست.');
      }
      const hit = await rates.hit(`feedback-ip:${request.ip}`, 3600);
      if (hit.count > FEEDBACK_PER_IP_HOUR) {
        throw new AppError('RATE_LIMITED', {
          detail: 'پیام‌های زیادی از این نشانی فرستاده شده است؛ ساعتی بعد دوباره تلاش کنید.',
          retryAfterSeconds: (hit.resetAt.getTime() - Date.now()) / 1000,
        });
      }
      const id = await repo.insertFeedback({
        name: normalizePersian(body.name),
        email: body.email ?? null,
        mobile,
        subject: normalizePersian(body.subject),
        message: body.message.trim(),
        userId: request.session?.sub ?? null,
        requestIp: request.ip,
      });
      return reply.code(201).send({ id, message: 'پیام شما دریافت شد؛ از همراهی شما سپاسگزاریم.' });
    },
  );

  app.get(
    '/advertisements',
    {
      schema: {
        tags: ['site'],
        summary: 'Active advertisements within their dates, optionally of one slot',
        querystring: z.object({ slot: z.enum(AD_SLOTS).optional() }),
        response: { 200: z.array(advertisementSchema), ...errors },
      },
    },
    ({ query }) => repo.activeAds(query.slot),
  );
  app.get(
    '/announcements',
    { schema: { tags: ['site'], summary: 'Current announcements', response: { 200: z.array(announcementSchema) } } },
    () => repo.currentAnnouncements(),
  );
  app.get(
    '/websitemenus/tree',
    {
      schema: {
        tags: ['site'],
        summary: 'Header or footer menu as a tree',
        querystring: z.object({ location: z.enum(['header', 'footer']).default('header') }),
        response: { 200: z.array(menuNodeSchema), ...errors },
      },
    },
    ({ query }) => repo.menuTree(query.location),
  );
};
