'use client';
// The sourcing assistant's conversation (issue 19): the buyer writes a need, the answer shows what was
// understood as chips (each editable: an edit re-runs the query), the matching or nearest products, the
// suppliers in the province and a comparison of the top offers, with actions (favourite, message the
// supplier, a direct order pre-filled with the quantity). The assistant's words arrive in a live region.
import { isApiError } from '@bazaar/api-client/api-error';
import type { AssistantAnswer, AssistantEngine, AssistantProduct, Need, NeedFilter } from '@bazaar/contracts/assistant';
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { parseNumberInput } from '@bazaar/fa/number-input';
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import {
  AssistantStreamError,
  askStreaming,
  browserAssistantApi,
  browserCatalogApi,
} from '@/features/assistant/assistant-browser-api';
import { productHref } from '@/features/catalog/product-links';
import { FavoriteButton } from '@/features/engagement/favorite-button.client';
import { messageSupplierHref } from '@/features/messaging/messaging-links';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { newDirectOrderHref } from '@/features/trade/trade-links';

interface Turn {
  role: 'buyer' | 'assistant';
  text: string;
}

interface Saved {
  conversationId: number | null;
  need: Need | null;
  turns: Turn[];
}

const VERIFICATION: Record<string, string> = {
  none: 'احراز نشده',
  identity: 'احراز هویت',
  documents: 'احراز مدارک',
  site_visit: 'بازدید حضوری',
};

const n = (v: number) => formatNumberFa(Number(v.toPrecision(4)));

function filterText(f: NeedFilter): string {
  const unit = f.unit ? ` ${f.unit.symbol}` : '';
  if (f.type === 'option') return f.options.map((o) => toPersianDigitsInText(o.label)).join(' یا ');
  if (f.type === 'boolean') return f.bool ? 'بله' : 'خیر';
  if (f.value !== null) return `${n(f.value)}${unit}`;
  if (f.min !== null && f.max !== null) return `${n(f.min)} تا ${n(f.max)}${unit}`;
  if (f.min !== null) return `حداقل ${n(f.min)}${unit}`;
  if (f.max !== null) return `حداکثر ${n(f.max)}${unit}`;
  return '';
}

const SORT_LABELS: Record<string, string> = {
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
  newest: 'جدیدترین',
  popular: 'پربازدیدترین',
};

function price(rials: number | null) {
  return rials === null ? 'استعلام قیمت' : formatMoney(rials, { unit: 'toman' });
}

/** The order link: the need's quantity goes along when the buyer gave one. */
function orderHref(product: { id: number }, need: Need | null) {
  return newDirectOrderHref(
    product.id,
    need?.quantity ? { quantity: need.quantity.amount, unit: need.quantity.unit } : undefined,
  );
}

function FilterEditor({
  filter,
  categoryId,
  onApply,
  onRemove,
  onClose,
}: {
  filter: NeedFilter;
  categoryId: number;
  onApply: (f: NeedFilter) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [property, setProperty] = useState<CategoryProperty | null>(null);
  const [value, setValue] = useState(filter.value !== null ? toPersianDigits(filter.value) : '');
  const [min, setMin] = useState(filter.min !== null ? toPersianDigits(filter.min) : '');
  const [max, setMax] = useState(filter.max !== null ? toPersianDigits(filter.max) : '');
  const [options, setOptions] = useState(filter.options.map((o) => o.key));
  const [bool, setBool] = useState(filter.bool ?? true);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement | HTMLSelectElement | null>(null);
  const setFirst = (el: HTMLInputElement | HTMLSelectElement | null) => {
    first.current = el;
  };

  useEffect(() => {
    first.current?.focus();
    if (filter.type !== 'option') return;
    browserCatalogApi
      .properties({ params: { id: categoryId } })
      .then((list) => setProperty(list.find((p) => p.id === filter.propertyId) ?? null))
      .catch(() => setProperty(null));
  }, [categoryId, filter.propertyId, filter.type]);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (filter.type === 'option') {
      const all = property?.options ?? filter.options;
      const chosen = all.filter((o) => options.includes(o.key));
      if (!chosen.length) return setError('دست‌کم یک گزینه را انتخاب کنید.');
      return onApply({ ...filter, options: chosen });
    }
    if (filter.type === 'boolean') return onApply({ ...filter, bool });
    const v = parseNumberInput(value);
    const lo = parseNumberInput(min);
    const hi = parseNumberInput(max);
    if (v === null && lo === null && hi === null) return setError('یک مقدار یا بازه بنویسید.');
    if (lo !== null && hi !== null && lo > hi) return setError('حداقل باید از حداکثر کمتر باشد.');
    onApply({ ...filter, value: v, min: v === null ? lo : null, max: v === null ? hi : null });
  }

  const unit = filter.unit ? ` (${filter.unit.symbol})` : '';
  return (
    <form
      onSubmit={apply}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="mt-2 flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-300"
      aria-label={`ویرایش ${filter.name}`}
    >
      {filter.type === 'option' ? (
        <fieldset>
          <legend className={labelClass}>{filter.name}</legend>
          <div className="flex flex-wrap gap-3">
            {(property?.options ?? filter.options).map((o, index) => (
              <label key={o.key} className="inline-flex min-h-11 items-center gap-2">
                <input
                  ref={index === 0 ? setFirst : undefined}
                  type="checkbox"
                  checked={options.includes(o.key)}
                  onChange={(e) =>
                    setOptions((list) => (e.target.checked ? [...list, o.key] : list.filter((k) => k !== o.key)))
                  }
                />
                {toPersianDigitsInText(o.label)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : filter.type === 'boolean' ? (
        <div>
          <label htmlFor={`${id}-bool`} className={labelClass}>
            {filter.name}
          </label>
          <select
            id={`${id}-bool`}
            ref={setFirst}
            className={inputClass()}
            value={bool ? 'true' : 'false'}
            onChange={(e) => setBool(e.target.value === 'true')}
          >
            <option value="true">بله</option>
            <option value="false">خیر</option>
          </select>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-value`} className={labelClass}>
              حدود{unit}
            </label>
            <input
              id={`${id}-value`}
              ref={setFirst}
              inputMode="decimal"
              className={inputClass()}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-min`} className={labelClass}>
              حداقل{unit}
            </label>
            <input
              id={`${id}-min`}
              inputMode="decimal"
              className={inputClass()}
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className={labelClass}>
              حداکثر{unit}
            </label>
            <input
              id={`${id}-max`}
              inputMode="decimal"
              className={inputClass()}
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')}>
          اعمال
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onRemove}>
          حذف این ویژگی
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onClose}>
          انصراف
        </button>
      </div>
    </form>
  );
}

function ProductCard({ product, need }: { product: AssistantProduct; need: Need | null }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="assistant-product">
      <Link href={productHref(product)} className="font-bold text-brand-800 hover:underline">
        {toPersianDigitsInText(product.title)}
      </Link>
      <p className="text-sm text-slate-700">
        {product.merchant.name}
        {product.merchant.city ? ` — ${product.merchant.city}` : ''}
        {product.inProvince ? ' (در استان شما)' : ''}
      </p>
      <p className="font-medium text-slate-900">{price(product.priceRials)}</p>
      {product.differences.length > 0 && (
        <ul className="text-sm text-amber-900" aria-label="تفاوت با نیاز شما">
          {product.differences.map((d) => (
            <li key={d.property}>
              {d.property}: خواسته {d.wanted}، این کالا {d.actual}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <FavoriteButton objectType="product" objectId={product.id} title={product.title} compact />
        <Link href={messageSupplierHref('product', product.id)} prefetch={false} className={buttonClass('ghost')}>
          پیام به تأمین‌کننده
        </Link>
        <Link href={orderHref(product, need)} prefetch={false} className={buttonClass('secondary')}>
          سفارش مستقیم
        </Link>
      </div>
    </li>
  );
}

export function AssistantChat({
  engine,
  examples,
  storageKey,
  fresh = false,
  initial,
}: {
  engine: AssistantEngine;
  examples: string[];
  storageKey: string;
  /** Starts a new conversation, forgetting the one kept in this tab (/newai). */
  fresh?: boolean;
  /** A saved conversation reopened from the profile. */
  initial?: Saved;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<Saved>({ conversationId: null, need: null, turns: [] });
  const [answer, setAnswer] = useState<AssistantAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [streaming, setStreaming] = useState('');

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
          : await browserAssistantApi.ask({ body }, { retry: false, timeoutMs: 60_000 });
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
    void send({ text: value, need: saved.need, conversationId: saved.conversationId });
  }

  function rerun(need: Need) {
    setEditing(null);
    void send({ text: '', need, conversationId: saved.conversationId });
  }

  const need = answer?.need ?? saved.need;
  const categoryId = need?.category?.id;
  const lastReply = [...saved.turns].reverse().find((t) => t.role === 'assistant');

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <label htmlFor={inputId} className="font-bold text-slate-900">
          نیاز خود را بنویسید
        </label>
        <textarea
          id={inputId}
          name="text"
          rows={3}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          placeholder="مثلاً: پمپ سانتریفیوژ فشار ۱۰ بار، دبی ۵۰ متر مکعب بر ساعت، تحویل تهران"
          className={inputClass(false, 'py-2')}
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="text-sm text-slate-700">
          نوع کالا، ویژگی‌ها با واحدشان، شهر تحویل و بودجه را بنویسید؛ با پیام‌های بعدی می‌توانید نیاز را دقیق‌تر کنید
          («ارزان‌ترها»، «فقط استیل»، «۲۰ بار کافی است»).
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'در حال جست‌وجو…' : 'بفرست'}
          </button>
        </div>
        {examples.length > 0 && (
          <div>
            <p className="mb-2 text-sm font-medium text-slate-800">نمونه‌ها:</p>
            <ul className="flex flex-wrap gap-2">
              {examples.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    className="min-h-11 rounded-full bg-brand-50 px-3 text-sm text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
                    onClick={() => void send({ text: example, need: null, conversationId: saved.conversationId })}
                    disabled={busy}
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>

      <div role="status" aria-live="polite" className="flex flex-col gap-2" data-testid="assistant-reply">
        {busy && <p className="text-slate-700">دستیار در حال بررسی نیاز شماست…</p>}
        {busy && streaming && <p className="rounded-lg bg-brand-50 p-3 text-slate-900">{streaming}</p>}
        {answer?.fallbackReason && (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{answer.fallbackReason}</p>
        )}
        {lastReply && <p className="rounded-lg bg-brand-50 p-3 text-slate-900">{lastReply.text}</p>}
        {error && <p className="rounded-lg bg-red-50 p-3 text-red-900">{error}</p>}
      </div>

      {need && (need.category || need.filters.length > 0) && (
        <section aria-labelledby={`${inputId}-need`} className="flex flex-col gap-2">
          <h2 id={`${inputId}-need`} className="text-lg font-bold text-slate-900">
            آنچه فهمیدم
          </h2>
          <ul className="flex flex-wrap gap-2" data-testid="assistant-chips">
            {need.category && (
              <li className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-3 ring-1 ring-slate-300">
                دسته: {need.category.name}
              </li>
            )}
            {need.filters.map((f, index) => (
              <li key={f.propertyId} className="w-full sm:w-auto">
                <button
                  type="button"
                  aria-expanded={editing === index}
                  onClick={() => setEditing(editing === index ? null : index)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
                  data-testid="assistant-chip"
                >
                  {f.name}: {filterText(f)}
                  <span className="sr-only"> (ویرایش)</span>
                </button>
                {editing === index && categoryId !== undefined && (
                  <FilterEditor
                    filter={f}
                    categoryId={categoryId}
                    onClose={() => setEditing(null)}
                    onRemove={() => rerun({ ...need, filters: need.filters.filter((_, j) => j !== index) })}
                    onApply={(changed) =>
                      rerun({ ...need, filters: need.filters.map((x, j) => (j === index ? changed : x)) })
                    }
                  />
                )}
              </li>
            ))}
            {need.province && (
              <li>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
                  onClick={() => rerun({ ...need, province: null, city: null })}
                >
                  تحویل: {need.city?.name ?? need.province.name} <span aria-hidden="true">×</span>
                  <span className="sr-only"> (حذف)</span>
                </button>
              </li>
            )}
            {(need.minPriceRials !== null || need.maxPriceRials !== null) && (
              <li>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
                  onClick={() => rerun({ ...need, minPriceRials: null, maxPriceRials: null })}
                >
                  قیمت: {need.minPriceRials !== null ? `از ${price(need.minPriceRials)} ` : ''}
                  {need.maxPriceRials !== null ? `تا ${price(need.maxPriceRials)}` : ''}{' '}
                  <span aria-hidden="true">×</span>
                  <span className="sr-only"> (حذف)</span>
                </button>
              </li>
            )}
            {need.sort !== 'relevance' && (
              <li>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
                  onClick={() => rerun({ ...need, sort: 'relevance' })}
                >
                  مرتب‌سازی: {SORT_LABELS[need.sort] ?? need.sort} <span aria-hidden="true">×</span>
                  <span className="sr-only"> (حذف)</span>
                </button>
              </li>
            )}
            {need.quantity && (
              <li className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-3 ring-1 ring-slate-300">
                مقدار سفارش: {toPersianDigits(need.quantity.amount)} {need.quantity.unit}
              </li>
            )}
          </ul>
          {need.notes.length > 0 && (
            <p className="text-sm text-slate-700">
              در این دسته ویژگی‌ای برای این موارد نیست: {need.notes.map((x) => `«${x}»`).join('، ')}
            </p>
          )}
        </section>
      )}

      {answer && answer.comparison.products.length > 0 && (
        <section aria-labelledby={`${inputId}-compare`} className="flex flex-col gap-2">
          <h2 id={`${inputId}-compare`} className="text-lg font-bold text-slate-900">
            مقایسهٔ پیشنهادهای برتر
          </h2>
          <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
            <table className="w-full min-w-max text-sm" data-testid="assistant-comparison">
              <caption className="sr-only">ویژگی‌ها کنار هم، هر ردیف در یک واحد</caption>
              <thead>
                <tr className="bg-slate-50">
                  <th scope="col" className="p-3 text-start">
                    ویژگی
                  </th>
                  {answer.comparison.products.map((p) => (
                    <th key={p.id} scope="col" className="p-3 text-start align-top">
                      <Link
                        href={productHref(p)}
                        className="text-brand-800 hover:underline"
                        data-testid="compare-product"
                      >
                        {toPersianDigitsInText(p.title)}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.comparison.rows.map((row) => (
                  <tr key={row.propertyId} className="border-t border-slate-200">
                    <th scope="row" className={`p-3 text-start font-medium ${row.asked ? 'text-brand-900' : ''}`}>
                      {row.name}
                      {row.unit ? ` (${row.unit})` : ''}
                    </th>
                    {row.values.map((v, i) => (
                      <td key={answer.comparison.products[i]?.id ?? i} className="p-3">
                        {v ?? '—'}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="border-t border-slate-200">
                  <th scope="row" className="p-3 text-start font-medium">
                    قیمت
                  </th>
                  {answer.comparison.products.map((p) => (
                    <td key={p.id} className="p-3">
                      {price(p.priceRials)} {p.priceRials !== null ? `/ ${p.salesUnit}` : ''}
                    </td>
                  ))}
                </tr>
                <tr className="border-t border-slate-200">
                  <th scope="row" className="p-3 text-start font-medium">
                    تأمین‌کننده
                  </th>
                  {answer.comparison.products.map((p) => (
                    <td key={p.id} className="p-3">
                      {p.merchant.name} ({VERIFICATION[p.merchant.verificationLevel] ?? ''})
                      {p.merchant.city ? `، ${p.merchant.city}` : ''}
                    </td>
                  ))}
                </tr>
                <tr className="border-t border-slate-200">
                  <th scope="row" className="p-3 text-start font-medium">
                    اقدام
                  </th>
                  {answer.comparison.products.map((p) => (
                    <td key={p.id} className="p-3">
                      <Link
                        href={orderHref(p, need)}
                        prefetch={false}
                        className={buttonClass('secondary')}
                        data-testid="compare-order"
                      >
                        سفارش مستقیم
                        {need?.quantity ? ` (${toPersianDigits(need.quantity.amount)} ${need.quantity.unit})` : ''}
                      </Link>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      )}

      {answer && answer.products.length > 0 && (
        <section aria-labelledby={`${inputId}-products`} className="flex flex-col gap-2">
          <h2 id={`${inputId}-products`} className="text-lg font-bold text-slate-900">
            {answer.exact ? 'کالاهای مطابق' : 'نزدیک‌ترین کالاها'}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {answer.products.map((p) => (
              <ProductCard key={p.id} product={p} need={need} />
            ))}
          </ul>
        </section>
      )}

      {answer && answer.suppliers.length > 0 && (
        <section aria-labelledby={`${inputId}-suppliers`} className="flex flex-col gap-2">
          <h2 id={`${inputId}-suppliers`} className="text-lg font-bold text-slate-900">
            {need?.province ? `تأمین‌کنندگان در ${need.province.name}` : 'تأمین‌کنندگان'}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {answer.suppliers.map((s) => (
              <li key={s.id} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
                <Link href={supplierHref(s)} className="text-brand-800 hover:underline">
                  {s.name}
                </Link>
                {s.city ? <span className="text-sm text-slate-700"> — {s.city.name}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
