// /profile/products/{id}/edit: edit, publish, unpublish (back to draft), archive or delete one of the member's
// products (decision 027). Another merchant's product, or none, is the 404 screen.
import { isApiError } from '@bazaar/api-client/api-error';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { HelpLink } from '@/components/ui/help-link';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { orLogin } from '@/features/auth/session.server';
import { productHref } from '@/features/catalog/product-links';
import { editorNotice, editProductPath } from '@/features/own-products/editor-notices';
import { ModerationNotice } from '@/features/own-products/moderation-notice';
import { deleteProduct, setProductStatus } from '@/features/own-products/product-actions';
import { ProductEditorForm } from '@/features/own-products/product-editor-form';
import { workspaceApis } from '@/features/supplier-workspace/workspace-data.server';
import { parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'ویرایش محصول', robots: { index: false, follow: false } };

const STATUS_LABELS = { published: 'منتشرشده', draft: 'پیش‌نویس', archived: 'بایگانی' } as const;

export default async function EditProductPage({ params, searchParams }: PageProps<'/profile/products/[id]/edit'>) {
  const id = parsePublicId((await params).id);
  if (!id) notFound();
  const path = editProductPath(id);
  const apis = await workspaceApis(path);
  const product = await orLogin(apis.workspace.editable({ params: { id } }), path).catch((error) => {
    if (isApiError(error) && error.status === 404) notFound();
    if (isApiError(error) && error.status === 403) forbidden();
    throw error;
  });
  const [properties, baseProducts] = await Promise.all([
    apis.catalog.properties({ params: { id: product.categoryId } }),
    apis.workspace.baseProductChoices({ query: { merchantId: product.merchantId, categoryId: product.categoryId } }),
  ]);
  const notice = editorNotice((await searchParams).notice);

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'محصولات من', href: '/profile/products' },
          { label: 'ویرایش محصول' },
        ]}
      />
      <header className="flex flex-wrap items-center gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900">ویرایش محصول</h1>
          <HelpLink id="supplier-products" />
        </div>
        <span
          className="rounded-full bg-slate-100 px-3 py-0.5 text-sm font-medium text-slate-800"
          data-testid="product-status"
        >
          {STATUS_LABELS[product.status]}
        </span>
        {product.status === 'published' ? (
          <Link href={productHref(product)} className="text-brand-800 underline">
            صفحهٔ عمومی محصول
          </Link>
        ) : null}
      </header>
      <NoticeBanner notice={notice} />
      <ModerationNotice moderation={product.moderation} />
      <p className="text-slate-700">دسته‌بندی: {product.categoryName}</p>
      <ProductEditorForm
        merchantId={product.merchantId}
        categoryId={product.categoryId}
        properties={properties}
        baseProducts={baseProducts}
        product={product}
      />
      <section
        aria-labelledby="state-heading"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="state-heading" className="w-full text-lg font-bold text-slate-900">
          وضعیت انتشار
        </h2>
        {(['published', 'draft', 'archived'] as const)
          .filter((s) => s !== product.status)
          .map((s) => (
            <form key={s} action={setProductStatus}>
              <input type="hidden" name="id" value={product.id} />
              <input type="hidden" name="status" value={s} />
              <button type="submit" className={buttonClass('secondary')}>
                {s === 'published' ? 'انتشار' : s === 'draft' ? 'خارج کردن از نمایش (پیش‌نویس)' : 'بایگانی'}
              </button>
            </form>
          ))}
        <form action={deleteProduct}>
          <input type="hidden" name="id" value={product.id} />
          <button type="submit" className={buttonClass('ghost', 'text-red-800')}>
            حذف محصول
          </button>
        </form>
      </section>
    </div>
  );
}
