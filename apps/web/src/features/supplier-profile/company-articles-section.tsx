// «مقاله‌های شرکت»: the company's articles with their state and edit links, and the link to write one.
import type { SupplierArticle } from '@bazaar/contracts/supplier-profile';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { companyArticleNewPath, companyArticlePath } from './notices';

export function CompanyArticlesSection({ merchantId, articles }: { merchantId: number; articles: SupplierArticle[] }) {
  return (
    <section aria-labelledby="articles-heading" className={sectionCardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="articles-heading" className="text-lg font-bold text-slate-900">
          مقاله‌های شرکت
        </h2>
        <Link href={companyArticleNewPath(merchantId)} className={buttonClass('primary')}>
          نوشتن مقالهٔ تازه
        </Link>
      </div>
      {articles.length === 0 ? <p className="mt-2 text-slate-700">هنوز مقاله‌ای ننوشته‌اید.</p> : null}
      <ul className="mt-3 flex flex-col gap-2">
        {articles.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3">
            <p className="font-medium text-slate-900">
              {toPersianDigitsInText(a.title)} · {a.status === 'published' ? 'منتشرشده' : 'پیش‌نویس'}
            </p>
            <Link href={companyArticlePath(a.id)} className="text-brand-800 underline">
              ویرایش<span className="sr-only"> «{toPersianDigitsInText(a.title)}»</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
