'use client';
// The sourcing assistant's conversation (issue 19): the buyer writes a need, the answer shows what was
// understood as chips (each editable: an edit re-runs the query), the matching or nearest products, the
// suppliers in the province and a comparison of the top offers, with actions (favourite, message the
// supplier, a direct order pre-filled with the quantity). The assistant's words arrive in a live region.
import { isApiError } from '@bazaar/api-client/api-error';
import type { AssistantAnswer, AssistantEngine, AssistantProduct, Need } from '@bazaar/contracts/assistant';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MatchingProducts, ProvinceSuppliers } from './assistant-matches';
import { AssistantStreamError, askStreaming } from './assistant-stream';
import { NeedForm } from './need-form.client';
import { OfferComparison } from './offer-comparison';
import { UnderstoodNeed } from './understood-need.client';

/** The built-in engine's call, loaded at the first question (it brings the contract's schemas). */
const assistantApi = () => import('./assistant-browser-api').then((module) => module.browserAssistantApi);

interface Turn {
  role: 'buyer' | 'assistant';
  text: string;
}

interface Saved {
  conversationId: number | null;
  need: Need | null;
  turns: Turn[];
}

export function AssistantConversation({
  engine,
  examples,
  storageKey,
  fresh = false,
  initial,
  productAction,
}: {
  engine: AssistantEngine;
  examples: string[];
  storageKey: string;
  /** Starts a new conversation, forgetting the one kept in this tab (/newai). */
  fresh?: boolean;
  /** A saved conversation reopened from the profile. */
  initial?: Saved;
  /** What each found product offers beside its links (the page gives the favourite button). */
  productAction: (product: AssistantProduct) => ReactNode;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<Saved>({ conversationId: null, need: null, turns: [] });
  const [answer, setAnswer] = useState<AssistantAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [streaming, setStreaming] = useState('');
  const replyRef = useRef<HTMLDivElement>(null);
  /** A buyer's own send brings the reply into view: on a phone it begins below the form and its examples. */
  const showReply = () =>
    requestAnimationFrame(() => replyRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));

  async function send(payload: { text: string; need: Need | null; conversationId: number | null; save?: boolean }) {
    setBusy(true);
    setError(null);
    try {
      const body = {
        text: payload.text,
        need: payload.need ?? undefined,
        conversationId: payload.conversationId ?? undefined,
        engine,
        save: payload.save ?? true,
      };
      // The model's words stream into the live region as they come; the built-in engine answers at once.
      setStreaming('');
      const result =
        engine === 'model' && payload.text
          ? await askStreaming(body, (piece) => setStreaming((current) => current + piece))
          : await (await assistantApi()).ask({ body }, { retry: false, timeoutMs: 60_000 });
      setAnswer(result);
      setSaved((current) => {
        const turns: Turn[] =
          payload.save === false
            ? current.turns
            : [
                ...current.turns,
                ...(payload.text ? [{ role: 'buyer' as const, text: payload.text }] : []),
                { role: 'assistant' as const, text: result.reply },
              ];
        const next = { conversationId: result.conversationId, need: result.need, turns };
        sessionStorage.setItem(storageKey, JSON.stringify(next));
        return next;
      });
    } catch (e) {
      setError(
        (isApiError(e) || e instanceof AssistantStreamError) && e.status === 404
          ? 'این گفت‌وگو پیدا نشد؛ یک گفت‌وگوی تازه را شروع کنید.'
          : 'پاسخ دستیار نرسید. دوباره تلاش کنید.',
      );
    } finally {
      setBusy(false);
      setStreaming('');
    }
  }

  // Restore: a conversation from the profile, or this tab's current one (not on /newai).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the page opens.
  useEffect(() => {
    let start: Saved | null = initial ?? null;
    if (fresh) sessionStorage.removeItem(storageKey);
    else if (!start) {
      try {
        start = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Saved | null;
      } catch {
        start = null;
      }
    }
    if (start?.need) {
      setSaved(start);
      void send({ text: '', need: start.need, conversationId: start.conversationId, save: false });
    }
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    setText('');
    showReply();
    void send({ text: value, need: saved.need, conversationId: saved.conversationId });
  }

  function rerun(need: Need) {
    setEditing(null);
    void send({ text: '', need, conversationId: saved.conversationId });
  }

  const need = answer?.need ?? saved.need;
  const lastReply = [...saved.turns].reverse().find((t) => t.role === 'assistant');

  return (
    <div className="flex flex-col gap-6">
      <NeedForm
        inputId={inputId}
        text={text}
        onTextChange={setText}
        onSubmit={submit}
        busy={busy}
        examples={examples}
        onExample={(example) => {
          showReply();
          void send({ text: example, need: null, conversationId: saved.conversationId });
        }}
      />

      <div
        ref={replyRef}
        role="status"
        aria-live="polite"
        className="flex scroll-mt-24 flex-col gap-2"
        data-testid="assistant-reply"
      >
        {busy && <p className="text-slate-700">دستیار در حال بررسی نیاز شماست…</p>}
        {busy && streaming && <p className="rounded-lg bg-brand-50 p-3 text-slate-900">{streaming}</p>}
        {answer?.fallbackReason && (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{answer.fallbackReason}</p>
        )}
        {lastReply && <p className="rounded-lg bg-brand-50 p-3 text-slate-900">{lastReply.text}</p>}
        {error && <p className="rounded-lg bg-red-50 p-3 text-red-900">{error}</p>}
      </div>

      {need && (need.category || need.filters.length > 0) && (
        <UnderstoodNeed
          need={need}
          headingId={`${inputId}-need`}
          editing={editing}
          onEdit={setEditing}
          onRerun={rerun}
        />
      )}

      {answer && answer.comparison.products.length > 0 && (
        <OfferComparison comparison={answer.comparison} need={need} headingId={`${inputId}-compare`} />
      )}

      {answer && answer.products.length > 0 && (
        <MatchingProducts
          products={answer.products}
          exact={answer.exact}
          need={need}
          productAction={productAction}
          headingId={`${inputId}-products`}
        />
      )}

      {answer && answer.suppliers.length > 0 && (
        <ProvinceSuppliers suppliers={answer.suppliers} province={need?.province} headingId={`${inputId}-suppliers`} />
      )}
    </div>
  );
}
