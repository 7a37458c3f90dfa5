// The trade lexicon (decision 046): names buyers and suppliers use for what the catalog calls otherwise
// («گیت ولو» = «شیر کشویی», «جوهر گوگرد» = «اسید سولفوریک»). Seeded from a reviewed data file; suppliers and
// staff propose more, staff approve them; search, suggestions and the assistant read the approved ones.
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { bodyIdSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';
import { rejectBodySchema, text } from './supplier-registration';

export const TRADE_TERM_KINDS = ['bazaar', 'english', 'transliteration', 'spelling', 'abbreviation'] as const;
export const tradeTermKindSchema = z.enum(TRADE_TERM_KINDS);
export const TRADE_TERM_KIND_LABELS: Record<(typeof TRADE_TERM_KINDS)[number], string> = {
  bazaar: 'نام بازاری',
  english: 'نام انگلیسی',
  transliteration: 'نام انگلیسی به خط فارسی',
  spelling: 'نگارش دیگر',
  abbreviation: 'کوته‌نوشت',
};

export const TRADE_TERM_STATES = ['approved', 'proposed', 'rejected'] as const;
export const tradeTermStateSchema = z.enum(TRADE_TERM_STATES);
export const TRADE_TERM_STATE_LABELS: Record<(typeof TRADE_TERM_STATES)[number], string> = {
  approved: 'پذیرفته‌شده',
  proposed: 'در انتظار بررسی',
  rejected: 'رد شده',
};

/** Up to three words each: a query is matched phrase by phrase. */
const phrase = text(60).refine((v) => v.split(/\s+/).length <= 3, { error: 'maxWords' });

export const tradeTermBodySchema = z.object({
  term: phrase,
  means: phrase,
  kind: tradeTermKindSchema,
  source: text(300),
});
export type TradeTermBody = z.input<typeof tradeTermBodySchema>;
export const tradeTermProposalBodySchema = tradeTermBodySchema.extend({ merchantId: bodyIdSchema });
export type TradeTermProposalBody = z.input<typeof tradeTermProposalBodySchema>;

export const tradeTermSchema = z
  .object({
    id: z.number().int(),
    term: z.string(),
    means: z.string(),
    kind: tradeTermKindSchema,
    source: z.string(),
    state: tradeTermStateSchema,
    rejectionReason: z.string().nullable(),
    merchant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TradeTerm' });
export type TradeTerm = z.infer<typeof tradeTermSchema>;

export const tradeTermQueueQuerySchema = pagingQuerySchema.extend({ state: tradeTermStateSchema.default('proposed') });

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const conflict = { ...errors, 409: problemSchema };
const staffTags = ['staff'] as const;

export const tradeTermEndpoints = {
  propose: defineEndpoint({
    method: 'POST',
    path: '/tradeterms/proposals',
    summary: 'Propose a trade name for a catalog word (staff approve it before search reads it)',
    tags: ['search'],
    access: 'agent',
    object: 'ownMerchant',
    body: tradeTermProposalBodySchema,
    responses: { 201: tradeTermSchema, ...conflict },
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/admin/tradeterms',
    summary: 'Staff: the trade lexicon by state (default: proposals waiting for review)',
    tags: staffTags,
    access: 'staff',
    query: tradeTermQueueQuerySchema,
    responses: { 200: pageOf(tradeTermSchema), ...errors },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/admin/tradeterms',
    summary: 'Staff: add an approved trade name with its source',
    tags: staffTags,
    access: 'staff',
    body: tradeTermBodySchema,
    responses: { 201: tradeTermSchema, ...conflict },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/admin/tradeterms/:id/approve',
    summary: 'Staff: approve a proposed trade name; search, suggestions and the assistant read it at once',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    responses: { 200: tradeTermSchema, ...conflict },
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/tradeterms/:id/reject',
    summary: 'Staff: refuse a proposed trade name with a reason the supplier sees',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    body: rejectBodySchema,
    responses: { 200: tradeTermSchema, ...conflict },
  }),
};
