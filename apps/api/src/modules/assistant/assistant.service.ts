// The sourcing assistant (issue 19, docs/decisions/022): one turn reads the buyer's words with an engine (the
// built-in parser, or a language model when configured and asked for), checks the need against the catalog,
// matches it through the catalog's listing, and keeps a signed-in buyer's conversation.
import type {
  AssistantAnswer,
  AssistantAskBody,
  AssistantConversation,
  AssistantStatus,
  Need,
} from '@bazaar/contracts/assistant';
import { assistantAskBodySchema, needSchema } from '@bazaar/contracts/assistant';
import { formatNumberFa } from '@bazaar/fa/digits';
import { notFound } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { Synonyms } from '../search/synonyms.js';
import type { AssistantRepo } from './assistant.repo.js';
import { type CatalogMatcher, describeFilter, preferredWords } from './catalog-matcher.js';
import { NeedParser } from './need-parser.js';
import { Vocabulary } from './vocabulary.js';

const CONVERSATION_NOT_FOUND = 'گفت‌وگوی مورد نظر یافت نشد.';

export const EXAMPLE_NEEDS = [
  'پمپ سانتریفیوژ فشار ۱۰ بار، دبی ۵۰ متر مکعب بر ساعت، تحویل تهران',
  'شیر توپی استیل ۲ اینچ فلنجی PN16',
  '۲۰ دستگاه الکتروموتور سه فاز ۱۱ کیلووات ۱۵۰۰ دور',
  'کمپرسور اسکرو بدون روغن حداقل ۸ بار زیر ۵ میلیارد تومان',
];

export const emptyNeed = (): Need => needSchema.parse({});

/** What a language-model engine hands back for one turn (model-engine.ts). */
export interface ModelTurn {
  need: Need;
  reply: string;
  tokens: number;
}

export interface ModelEngine {
  readonly model: string;
  /** Reads the turn with the model and the catalog tools; throws when the model fails or times out. */
  run(input: {
    text: string;
    previous: Need | undefined;
    vocabulary: Vocabulary;
    /** Each piece of the answer's words as the model streams it. */
    onDelta?: (text: string) => void;
  }): Promise<ModelTurn>;
}

/** Why the built-in engine answered a turn meant for the model; null: the model may answer. */
export type ModelGate = (userKey: string, userId: number | null) => Promise<string | null>;

/** Model turns per user (or address) and hour, and tokens per signed-in user and calendar month. */
export function createModelGate(deps: {
  rates: RateStore;
  repo: Pick<AssistantRepo, 'modelTokensSince'>;
  maxPerHour: number;
  monthlyTokens: number;
  now?: () => Date;
}): ModelGate {
  return async (userKey, userId) => {
    const { count } = await deps.rates.hit(`assistant:model:${userKey}`, 3600);
    if (count > deps.maxPerHour) return 'سقف پرسش‌های ساعتی از مدل زبانی پر شده است؛ دستیار داخلی پاسخ داد.';
    if (userId !== null) {
      const now = deps.now?.() ?? new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      if ((await deps.repo.modelTokensSince(userId, monthStart)) >= deps.monthlyTokens)
        return 'سهمیهٔ ماهانهٔ مدل زبانی شما تمام شده است؛ دستیار داخلی پاسخ داد.';
    }
    return null;
  };
}

export function createAssistantService(deps: {
  repo: AssistantRepo;
  synonyms: Synonyms;
  matcher: CatalogMatcher;
  model?: ModelEngine;
  /** Rate limit and monthly budget for the model (assistant/index.ts builds it from config). */
  modelGate?: ModelGate;
  now?: () => Date;
}) {
  const { repo, matcher } = deps;
  const now = deps.now ?? (() => new Date());
  // The vocabulary is the catalog's words; an admin's edit of a category or property is seen within minutes.
  const vocabularies = new TtlCache<{ vocabulary: Vocabulary; parser: NeedParser }>(5 * 60_000, 1);
  const vocabulary = () =>
    vocabularies.through('all', async () => {
      const built = new Vocabulary(await repo.vocabularyInput(), deps.synonyms);
      return { vocabulary: built, parser: new NeedParser(built) };
    });

  /** Keeps only what the catalog knows: an edited chip may name a category or property that is gone. */
  function checked(vocab: Vocabulary, need: Need): Need {
    const category = need.category ? vocab.categories.get(Number(need.category.id)) : undefined;
    if (!category) return { ...need, category: null, filters: [] };
    const properties = new Map(vocab.propertiesOf(category.id).map((p) => [p.id, p]));
    const filters = need.filters.flatMap((f) => {
      const p = properties.get(Number(f.propertyId));
      if (!p) return [];
      const unit = p.defaultUnitId !== null ? vocab.units.get(p.defaultUnitId) : undefined;
      const given = f.unit ? vocab.units.get(Number(f.unit.id)) : undefined;
      const sameQuantity = given && unit && given.quantityId === unit.quantityId;
      return [
        {
          ...f,
          propertyId: p.id,
          key: p.key,
          name: p.name,
          type: p.type,
          unit: sameQuantity
            ? { id: given.id, symbol: given.symbol, name: given.name }
            : unit
              ? { id: unit.id, symbol: unit.symbol, name: unit.name }
              : null,
          options: f.options.filter((o) => p.options.some((po) => po.key === o.key)),
        },
      ];
    });
    const province = need.province ? vocab.provinces.get(Number(need.province.id)) : undefined;
    return {
      ...need,
      category: { id: category.id, name: category.name, slug: category.slug },
      filters,
      province: province ?? null,
      city: province ? need.city : null,
    };
  }

  /** «منظورتان الکتروموتور سه‌فاز است یا الکتروموتور تک‌فاز؟» over the close categories. */
  function askWhich(need: Need): string {
    const names = need.alternatives.map((a) => a.name);
    const last = names.pop();
    return `منظورتان ${names.join('، ')}${names.length ? ' است یا ' : ''}${last} است؟ تا آن موقع همهٔ «${need.category?.name}» آمده است.`;
  }

  function builtinReply(need: Need, exact: boolean, count: number): string {
    if (!need.category)
      return 'نوع کالا یا خدمت را متوجه نشدم. لطفاً نام آن را بنویسید؛ مثلاً «پمپ سانتریفیوژ» یا «شیر توپی».';
    const parts = need.filters.map((f) => `${f.name}: ${describeFilter(f)}`);
    const understood = `«${need.category.name}»${parts.length ? ` با ${parts.join('، ')}` : ''}`;
    const place = need.province ? `، تحویل در ${need.city?.name ?? need.province.name}` : '';
    const lines = [
      count === 0
        ? `برای ${understood}${place} کالایی پیدا نشد.`
        : exact
          ? `برای ${understood}${place} ${formatNumberFa(count)} کالا پیدا شد.`
          : `کالایی با همهٔ این ویژگی‌ها پیدا نشد؛ نزدیک‌ترین‌ها به ${understood} با تفاوت‌هایشان آمده‌اند.`,
    ];
    if (need.alternatives.length) lines.unshift(askWhich(need));
    if (need.notes.length)
      lines.push(`این موارد به ویژگی‌های این دسته ربط داده نشد: ${need.notes.map((n) => `«${n}»`).join('، ')}.`);
    if (need.unread.length) lines.push(`${need.unread.map((n) => `«${n}»`).join(' و ')} را نشناختم.`);
    return lines.join(' ');
  }

  return {
    status(): AssistantStatus {
      return { modelConfigured: !!deps.model, model: deps.model?.model ?? null, examples: EXAMPLE_NEEDS };
    },

    async vocabulary() {
      return (await vocabulary()).vocabulary;
    },

    /**
     * The category a search query names, as this reader reads a need (issue 35: one reader for search and the
     * assistant; decision 107): the classifier learned from the catalog, its ties given as their parent; with the
     * words no step of the reader took and whether the category has no kinds under it (search's guard, decision
     * 112). Null when the words name none.
     */
    async categoryOf(text: string): Promise<{ id: number; name: string; unread: string[]; leaf: boolean } | null> {
      const { parser, vocabulary: vocab } = await vocabulary();
      const need = parser.parse(text);
      if (!need.category) return null;
      const id = Number(need.category.id);
      return { id, name: need.category.name, unread: need.unread, leaf: vocab.childrenOf(id).length === 0 };
    },

    /** The conversation a turn continues: the caller's own, or 404 (anyone else learns nothing about it). */
    async continued(userId: number | null, conversationId: number | undefined) {
      if (conversationId === undefined) return undefined;
      const conversation = userId === null ? undefined : await repo.findConversation(userId, conversationId);
      if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
      return conversation;
    },

    async ask(
      userId: number | null,
      userKey: string,
      input: AssistantAskBody,
      onDelta?: (text: string) => void,
    ): Promise<AssistantAnswer> {
      const body = assistantAskBodySchema.parse(input);
      const conversation: AssistantConversation | undefined = await this.continued(
        userId,
        body.conversationId === undefined ? undefined : Number(body.conversationId),
      );
      const { vocabulary: vocab, parser } = await vocabulary();
      const previous = body.need ? checked(vocab, needSchema.parse(body.need)) : conversation?.need;
      const text = body.text.trim();

      let need: Need | undefined;
      let reply: string | null = null;
      let fallbackReason: string | null = null;
      let tokens = 0;
      let engine: 'builtin' | 'model' = 'builtin';
      if (body.engine === 'model' && text) {
        if (!deps.model) fallbackReason = 'مدل زبانی پیکربندی نشده است؛ دستیار داخلی پاسخ داد.';
        else {
          fallbackReason = (await deps.modelGate?.(userKey, userId)) ?? null;
          if (!fallbackReason) {
            try {
              const turn = await deps.model.run({ text, previous, vocabulary: vocab, onDelta });
              need = checked(vocab, turn.need);
              reply = turn.reply;
              tokens = turn.tokens;
              engine = 'model';
            } catch (error) {
              const timedOut = error instanceof Error && /time|abort/i.test(`${error.name} ${error.message}`);
              fallbackReason = timedOut
                ? 'مدل زبانی در زمان مقرر پاسخ نداد؛ دستیار داخلی پاسخ داد.'
                : 'مدل زبانی در دسترس نبود؛ دستیار داخلی پاسخ داد.';
            }
          }
        }
      }
      need ??= text ? parser.parse(text, { previous }) : (previous ?? emptyNeed());
      need = checked(vocab, need);
      const result = await matcher.match(vocab, need, text ? preferredWords(vocab, text, need) : []);
      reply ??= builtinReply(need, result.exact, result.products.length);

      let conversationId: number | null = conversation?.id ?? null;
      if (userId !== null && body.save) {
        const at = now().toISOString();
        const turns = [
          ...(text ? [{ role: 'buyer' as const, text, at }] : []),
          { role: 'assistant' as const, text: reply, at },
        ];
        if (conversation) {
          await repo.saveTurn(userId, conversation.id, {
            need,
            turns: [...conversation.turns, ...turns],
            engine,
            modelTokens: tokens,
          });
          conversationId = conversation.id;
        } else {
          const title = (text || need.category?.name || 'گفت‌وگوی تازه').slice(0, 80);
          conversationId = await repo.createConversation({ userId, title, engine, need, turns, modelTokens: tokens });
        }
      }
      return { conversationId, engine, reply, fallbackReason, need, ...result };
    },

    listConversations: (userId: number) => repo.listConversations(userId),

    async getConversation(userId: number, id: number) {
      const found = await repo.findConversation(userId, id);
      if (!found) throw notFound(CONVERSATION_NOT_FOUND);
      return found;
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
