// A static content page (about, terms, how it works, the catch-all route's pages): title and body.
import type { PageDetail } from '@bazaar/contracts/content-pages';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { RichText } from '@/components/ui/rich-text';

export function StaticPageView({ page, children }: { page: PageDetail; children?: ReactNode }) {
  const title = toPersianDigitsInText(page.title);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: title }]} />
      <article
        aria-labelledby="static-page-title"
        className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8"
      >
        <h1 id="static-page-title" className="text-2xl leading-snug font-black text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {page.summary ? <p className="mt-3 text-lg leading-8 text-slate-700">{toPersianDigits(page.summary)}</p> : null}
        <RichText html={page.bodyHtml} className="mt-6" />
      </article>
      {children}
    </div>
  );
}
