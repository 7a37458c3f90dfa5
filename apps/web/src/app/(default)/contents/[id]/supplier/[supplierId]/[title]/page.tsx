import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { getPublicPageOrNotFound } from '@/features/content/content-api.server';
import { supplierContentPageHref } from '@/features/content/content-links';
import { SupplierCard } from '@/features/suppliers/supplier-card';
import { supplierContentListHref, supplierHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { articleMetadata } from '../../../../_components/article-metadata';
import { ArticleView } from '../../../../_components/article-view';
import { loadArticle } from '../../../../_components/load-article.server';

// A supplier's article in the supplier's frame. Validity check: the article must be that supplier's,
// otherwise 404 (the `{title}` segment is checked by the proxy like the plain article route).
// Cached and shared by every visitor, signed in or not (decision 064): rendered on its first visit, then at
// most every minute (its data's window) and at once when the API posts the `content` tag (an article saved,
// a comment approved). The visitor's own part (like, pending comments, forms) is filled in by the browser.
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/contents/[id]/supplier/[supplierId]/[title]'>;

async function loadSupplierArticle({ id, supplierId }: { id: string; supplierId: string }) {
  const [supplier, article] = await Promise.all([getSupplierOrNotFound(supplierId), loadArticle(id)]);
  if (article.page.merchant?.id !== supplier.id) notFound();
  return { supplier, ...article };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, supplierId } = await params;
  const [supplier, page] = await Promise.all([getSupplierOrNotFound(supplierId), getPublicPageOrNotFound(id)]);
  if (page.merchant?.id !== supplier.id) notFound();
  return articleMetadata(page);
}

export default async function SupplierContentPage({ params }: Props) {
  const { supplier, page, comments, related } = await loadSupplierArticle(await params);
  const supplierName = toPersianDigitsInText(supplier.name);
  return (
    <ArticleView
      page={page}
      comments={comments}
      related={related}
      loginHref={loginHref(supplierContentPageHref(page, supplier))}
      crumbs={[
        { label: 'خانه', href: '/' },
        { label: supplierName, href: supplierHref(supplier) },
        { label: 'محتواها', href: supplierContentListHref(supplier) },
        { label: toPersianDigitsInText(page.title) },
      ]}
      aside={
        <section aria-labelledby="article-supplier-heading" data-testid="article-supplier">
          <h2 id="article-supplier-heading" className="mb-3 text-sm font-medium text-slate-600">
            منتشرشده توسط
          </h2>
          <SupplierCard supplier={supplier} headingLevel="h3" />
        </section>
      }
    />
  );
}
