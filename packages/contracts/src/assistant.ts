// The sourcing assistant (issue 19, docs/decisions/022-sourcing-assistant.md): a buyer's need in plain Persian
// becomes a structured need (category, property filters in the property's unit, place, price), matching
// products and suppliers, and a comparison. Not in the spec: the calls live under /assistant.
import './zod-config';
import { z } from 'zod';
import { productSortSchema, productSummarySchema } from './catalog-products';
import { propertyTypeSchema } from './catalog-properties';
import { defineEndpoint } from './endpoint';
import { rialsSchema } from './money';
import { bodyIdSchema, idSchema } from './paging';
import { problemSchema } from './problem';
import { MAX_MEASURE } from './property-filter';
import { supplierSummarySchema, verificationLevelSchema } from './suppliers';

export const ASSISTANT_ENGINES = ['builtin', 'model'] as const;
export const assistantEngineSchema = z.enum(ASSISTANT_ENGINES).meta({ id: 'AssistantEngine' });
export type AssistantEngine = z.infer<typeof assistantEngineSchema>;

/** Ids inside the need: JSON numbers both ways (the need goes back and forth between page and API). */
const refIdSchema = z.number().int().positive().max(2_147_483_647);

/** A measured value, bounded like the catalog's filters so unit conversions stay finite. */
const measure = z.number().min(-MAX_MEASURE).max(MAX_MEASURE);

const unitRefSchema = z.object({ id: z.number().int(), symbol: z.string(), name: z.string() });

/**
 * One understood property: `value` alone means «about this» (±1%), `min`/`max` are bounds; all in `unit`
 * (the property's default unit: what the buyer wrote is converted). Options list option keys (any matches).
 */
export const needFilterSchema = z
  .object({
    propertyId: refIdSchema,
    key: z.string().max(64),
    name: z.string().max(200),
    type: propertyTypeSchema,
    value: measure.nullable().default(null),
    min: measure.nullable().default(null),
    max: measure.nullable().default(null),
    unit: unitRefSchema.nullable().default(null),
    options: z
      .array(z.object({ key: z.string().max(64), label: z.string().max(200) }))
      .max(20)
      .default([]),
    bool: z.boolean().nullable().default(null),
    /** What the buyer wrote for it («۱۰ بار»), shown beside the chip. */
    source: z.string().max(200).nullable().default(null),
  })
  .meta({ id: 'AssistantNeedFilter' });
export type NeedFilter = z.output<typeof needFilterSchema>;

export const needSchema = z
  .object({
    category: z
      .object({ id: refIdSchema, name: z.string().max(200), slug: z.string().max(200) })
      .nullable()
      .default(null),
    filters: z.array(needFilterSchema).max(20).default([]),
    province: z
      .object({ id: refIdSchema, name: z.string().max(100) })
      .nullable()
      .default(null),
    city: z
      .object({ id: refIdSchema, name: z.string().max(100) })
      .nullable()
      .default(null),
    minPriceRials: rialsSchema.nullable().default(null),
    maxPriceRials: rialsSchema.nullable().default(null),
    sort: productSortSchema.default('relevance'),
    /** How much the buyer wants («۲۰ دستگاه»), for the order. */
    quantity: z
      .object({ amount: z.number().positive().max(1e12), unit: z.string().max(40) })
      .nullable()
      .default(null),
    /** Phrases understood but not applicable to the category («۸۰ درجه»: pumps carry no temperature). */
    notes: z.array(z.string().max(300)).max(20).default([]),
    /** Categories as close as the one chosen: the buyer is asked which is meant («سه‌فاز یا تک‌فاز؟»). */
    alternatives: z
      .array(z.object({ id: refIdSchema, name: z.string().max(200), slug: z.string().max(200) }))
      .max(5)
      .default([]),
    /** Words of the sentence the engine did not read («اویل فری»), shown so the buyer can rephrase. */
    unread: z.array(z.string().max(100)).max(20).default([]),
  })
  .meta({ id: 'AssistantNeed' });
export type Need = z.output<typeof needSchema>;
export type NeedInput = z.input<typeof needSchema>;

/** What differs between a near product and the need: the property, what was asked and what it has. */
export const needDifferenceSchema = z.object({ property: z.string(), wanted: z.string(), actual: z.string() });

export const assistantProductSchema = productSummarySchema
  .extend({
    /** Empty for an exact match; otherwise what differs. */
    differences: z.array(needDifferenceSchema),
    /** The supplier is in the province asked for. */
    inProvince: z.boolean(),
  })
  .meta({ id: 'AssistantProduct' });
export type AssistantProduct = z.infer<typeof assistantProductSchema>;

/** The top offers side by side: one row per property, each value in that row's unit. */
export const comparisonSchema = z
  .object({
    products: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        priceRials: rialsSchema.nullable(),
        salesUnit: z.string(),
        minOrderQuantity: z.number().nullable(),
        merchant: z.object({
          id: z.number().int(),
          name: z.string(),
          slug: z.string(),
          verificationLevel: verificationLevelSchema,
          city: z.string().nullable(),
          province: z.string().nullable(),
        }),
      }),
    ),
    rows: z.array(
      z.object({
        propertyId: z.number().int(),
        name: z.string(),
        unit: z.string().nullable(),
        /** One cell per product, in the same order; null where the product does not say. */
        values: z.array(z.string().nullable()),
        asked: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AssistantComparison' });
export type Comparison = z.infer<typeof comparisonSchema>;

export const ASSISTANT_TEXT_MAX = 500;

export const assistantAskBodySchema = z.object({
  /** The buyer's words; empty when only the need was edited (a chip changed). */
  text: z.string().max(ASSISTANT_TEXT_MAX).default(''),
  /** The need as it stands (after chip edits); the text refines it. */
  need: needSchema.optional(),
  /** A signed-in buyer's saved conversation to continue; without it a new one starts (anonymous: never saved). */
  conversationId: bodyIdSchema.optional(),
  engine: assistantEngineSchema.default('builtin'),
  /** false: answer without saving a turn (a page restoring its results after a reload). */
  save: z.boolean().default(true),
});
export type AssistantAskBody = z.input<typeof assistantAskBodySchema>;

export const assistantAnswerSchema = z
  .object({
    conversationId: z.number().int().nullable().describe('null: not saved (anonymous visitor)'),
    engine: assistantEngineSchema.describe('The engine that answered'),
    /** Persian text of the answer (the model's words, or the built-in summary). */
    reply: z.string(),
    /** Set when the model was asked for but the built-in engine answered (not configured, failed, over budget). */
    fallbackReason: z.string().nullable(),
    need: needSchema,
    exact: z.boolean().describe('false: nothing matched every filter; `products` are the nearest ones'),
    products: z.array(assistantProductSchema),
    suppliers: z.array(supplierSummarySchema),
    comparison: comparisonSchema,
  })
  .meta({ id: 'AssistantAnswer' });
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

export const conversationTurnSchema = z.object({
  role: z.enum(['buyer', 'assistant']),
  text: z.string(),
  at: z.string(),
});

export const assistantConversationSummarySchema = z
  .object({ id: z.number().int(), title: z.string(), engine: assistantEngineSchema, updatedAt: z.string() })
  .meta({ id: 'AssistantConversationSummary' });
export type AssistantConversationSummary = z.infer<typeof assistantConversationSummarySchema>;

export const assistantConversationSchema = assistantConversationSummarySchema
  .extend({ need: needSchema, turns: z.array(conversationTurnSchema) })
  .meta({ id: 'AssistantConversation' });
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

export const assistantStatusSchema = z
  .object({ modelConfigured: z.boolean(), model: z.string().nullable(), examples: z.array(z.string()) })
  .meta({ id: 'AssistantStatus' });
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

const tags = ['assistant'] as const;
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 429: problemSchema };

export const assistantEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/assistant/status',
    summary: 'Whether a language model is configured, and example needs',
    tags,
    access: 'public',
    responses: { 200: assistantStatusSchema },
  }),
  /** One turn: text and/or an edited need in, the understood need and the matches out. */
  ask: defineEndpoint({
    method: 'POST',
    path: '/assistant/messages',
    summary: 'Turn a need in plain Persian into filters, matching products, suppliers and a comparison',
    description:
      'Anyone may ask; a signed-in buyer’s turns are saved in a conversation (`conversationId` continues one of ' +
      'their own, 404 for anyone else’s). `engine: model` uses the configured language model and falls back to ' +
      'the built-in engine, saying so in `fallbackReason`.',
    tags,
    access: 'owner',
    object: 'assistantConversation',
    signInOptional: true,
    body: assistantAskBodySchema,
    responses: { 200: assistantAnswerSchema, ...errors },
  }),
  /** The same turn as `ask`, streamed: `delta` frames with the model's words as they come, then `answer`. */
  askStream: defineEndpoint({
    method: 'POST',
    path: '/assistant/messages/stream',
    summary: 'One assistant turn as Server-Sent Events: the answer’s words as they arrive, then the whole answer',
    description:
      'Frames: `event: delta` with `{ "text": "…" }` (language-model engine only), then `event: answer` with the ' +
      'AssistantAnswer of POST /assistant/messages, or `event: error` with a problem. Same access rules.',
    tags,
    access: 'owner',
    object: 'assistantConversation',
    signInOptional: true,
    body: assistantAskBodySchema,
    produces: 'text/event-stream',
    responses: { 200: z.any().describe('SSE frames (UTF-8), ending after `answer` or `error`'), ...errors },
  }),
  conversations: defineEndpoint({
    method: 'GET',
    path: '/assistant/conversations',
    summary: 'The signed-in buyer’s saved assistant conversations, newest first',
    tags,
    access: 'user',
    responses: { 200: z.array(assistantConversationSummarySchema), 401: problemSchema },
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: '/assistant/conversations/:id',
    summary: 'One of the buyer’s own assistant conversations',
    tags,
    access: 'owner',
    object: 'assistantConversation',
    params: z.object({ id: idSchema }),
    responses: { 200: assistantConversationSchema, ...errors },
  }),
};
