import type { FaqCategory, FaqQuestion } from '@bazaar/contracts/site';
import { formatNumberFa } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import {
  getFaqCategories,
  getFaqGroups,
  getFaqQuestionsOfCategory,
  getTopFaqQuestions,
} from '@/features/site/site-api.server';
import { orNotFound } from '@/lib/api-not-found';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { firstParam, parsePublicId } from '@/lib/route-params';
import { type FaqEntry, FaqItem } from './_components/faq-item.client';
import { FaqJsonLd } from './_components/faq-json-ld.client';

// FAQ (spec: /faq): categories, a search within the questions (a GET form, so it works without
// JavaScript; the API also normalises ی/ک and digits), the most visited questions, and the answers as
// native disclosures.
type Props = PageProps<'/faq'>;

const TOP_QUESTIONS = 6;
const MAX_QUERY_LENGTH = 100;

function readQuery(searchParams: Awaited<Props['searchParams']>) {
  const q = normalizePersian(firstParam(searchParams.q) ?? '').slice(0, MAX_QUERY_LENGTH) || undefined;
  const categoryParam = firstParam(searchParams.category);
  const categoryId = categoryParam ? parsePublicId(categoryParam) : null;
  if (categoryParam && categoryId === null) notFound();
  return { q, categoryId };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = readQuery(await searchParams);
  return {
    title: 'پرسش‌های متداول',
    description: 'پاسخ پرسش‌های رایج دربارهٔ ورود، خرید، پرسش از تأمین‌کنندگان، پرداخت و ارسال در بازار صنعت.',
    ...pageLinks(canonicalFor('/faq')),
    // Search results are not pages of their own for search engines.
    robots: q ? { index: false, follow: true } : undefined,
  };
}

async function loadGroups(categories: FaqCategory[], categoryId: number | null, q: string | undefined) {
  if (categoryId === null) return getFaqGroups(q);
  const category = categories.find((item) => item.id === categoryId);
  if (!category) notFound();
  const questions = await orNotFound(getFaqQuestionsOfCategory(categoryId, q));
  return questions.length > 0 || !q ? [{ ...category, questions }] : [];
}

export default async function FaqPage({ searchParams }: Props) {
  const params = await searchParams;
  const { q, categoryId } = readQuery(params);
  const categories = await getFaqCategories();
  const [groups, topAsLoaded] = await Promise.all([
    loadGroups(categories, categoryId, q),
    q || categoryId !== null ? ([] as FaqQuestion[]) : getTopFaqQuestions(TOP_QUESTIONS),
  ]);
  // Each question becomes one object of the three fields shown (FaqEntry), shared by its group, the most visited list
  // and the FAQPage structured data: the React payload sends an object once and refers to it (6 question-and-answer
  // texts were sent twice, decision 069), and not the fields the page never shows (issue 34).
  const entries = new Map<number, FaqEntry>();
  const entryOf = ({ id, question, answer }: FaqQuestion): FaqEntry => {
    const known = entries.get(id);
    if (known) return known;
    const entry = { id, question, answer };
    entries.set(id, entry);
    return entry;
  };
  const shownGroups = groups.map((group) => ({
    key: group.key,
    name: group.name,
    questions: group.questions.map(entryOf),
  }));
  const top = topAsLoaded.map(entryOf);
  const found = groups.reduce((sum, group) => sum + group.questions.length, 0);
  const typed = firstParam(params.q) ?? '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: 'پرسش‌های متداول' }]} />
      <FaqJsonLd questions={[...new Set([...top, ...shownGroups.flatMap((group) => group.questions)])].slice(0, 50)} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">پرسش‌های متداول</h1>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too recent for the older Android browsers many visitors use (see search-form.client.tsx). */}
      <form role="search" action="/faq" method="get" aria-label="جستجو در پرسش‌ها" className="mt-6 flex gap-2">
        <label htmlFor="faq-q" className="sr-only">
          جستجو در پرسش‌های متداول
        </label>
        <input
          id="faq-q"
          name="q"
          type="search"
          defaultValue={typed}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="مثلاً: ثبت‌نام، کد ورود، پرداخت…"
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500 hover:border-brand-500"
        />
        {categoryId !== null ? <input type="hidden" name="category" value={categoryId} /> : null}
        <button type="submit" className={buttonClass('primary')}>
          <SearchIcon size={20} />
          جستجو
        </button>
      </form>

      <CategoryNav categories={categories} currentId={categoryId} q={q} />

      {q ? (
        <div className="mt-6 flex flex-wrap items-center gap-3" data-testid="faq-result-summary">
          <p className="text-slate-700">
            {found > 0 ? `${formatNumberFa(found)} پرسش برای «${q}» پیدا شد.` : `پرسشی برای «${q}» پیدا نشد.`}
          </p>
          <Link
            href={categoryId !== null ? `/faq?category=${categoryId}` : '/faq'}
            className="text-brand-700 underline"
          >
            پاک کردن جستجو
          </Link>
        </div>
      ) : null}

      {top.length > 0 ? (
        <section aria-labelledby="faq-top-heading" className="mt-8">
          <h2 id="faq-top-heading" className="text-xl font-bold text-slate-900">
            پرسش‌های پربازدید
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {top.map((question) => (
              <li key={question.id}>
                <FaqItem idPrefix="faq-top" entry={question} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {found > 0 ? (
        shownGroups.map((group) => <FaqGroupSection key={group.key} group={group} openAll={!!q} />)
      ) : q ? (
        <div className="mt-6">
          <EmptyState
            title="پاسخی با این عبارت پیدا نشد"
            actions={
              <Link href="/feedback" className={buttonClass('secondary')}>
                پرسش خود را برای ما بفرستید
              </Link>
            }
          >
            عبارت کوتاه‌تر یا واژهٔ دیگری را امتحان کنید.
          </EmptyState>
        </div>
      ) : null}
    </div>
  );
}

function CategoryNav({
  categories,
  currentId,
  q,
}: {
  categories: FaqCategory[];
  currentId: number | null;
  q?: string;
}) {
  const href = (id: number | null) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (id !== null) query.set('category', String(id));
    const search = query.toString();
    return search ? `/faq?${search}` : '/faq';
  };
  const items = [
    { id: null, name: 'همهٔ دسته‌ها', count: null },
    ...categories.map((c) => ({ id: c.id, name: c.name, count: c.questionCount })),
  ];
  return (
    <nav aria-label="دسته‌های پرسش‌ها" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id ?? 'all'}>
              <Link
                href={href(item.id)}
                aria-current={current ? 'page' : undefined}
                // `.chip` (globals.css), the current one by aria-current.
                className="chip"
              >
                {item.name}
                {item.count !== null ? <span>({formatNumberFa(item.count)})</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FaqGroupSection({
  group,
  openAll,
}: {
  group: { key: string; name: string; questions: FaqEntry[] };
  openAll: boolean;
}) {
  if (group.questions.length === 0) return null;
  const headingId = `faq-category-${group.key}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {group.name}
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {group.questions.map((question) => (
          <li key={question.id}>
            <FaqItem idPrefix="faq" defaultOpen={openAll} entry={question} />
          </li>
        ))}
      </ul>
    </section>
  );
}
