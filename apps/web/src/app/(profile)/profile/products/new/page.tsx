// /profile/products/new: a member with the product right adds a product (decision 027). First the category
// (searched by name; properties live on it), then the editor with that category's properties.
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { HelpLink } from '@/components/ui/help-link';
import { NEW_PRODUCT_PATH, PRODUCT_PROPOSALS_PATH } from '@/features/own-products/editor-notices';
import { ProductEditorForm } from '@/features/own-products/product-editor-form';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { loadManagedMerchants, workspaceApis } from '@/features/supplier-workspace/workspace-data.server';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'افزودن محصول', robots: { index: false, follow: false } };

export default async function NewProductPage({ searchParams }: PageProps<'/profile/products/new'>) {
  const params = await searchParams;
  const merchants = (await loadManagedMerchants(NEW_PRODUCT_PATH)).filter((m) => m.manageProducts);
  if (merchants.length === 0) forbidden();
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) forbidden();
  const categoryId = parsePublicId(firstParam(params.categoryId));
  const q = firstParam(params.q)?.trim().slice(0, 100) ?? '';
  const apis = await workspaceApis(NEW_PRODUCT_PATH);
  const category = categoryId
    ? await apis.categories.breadcrumb({ params: { id: categoryId } }).catch(() => null)
    : null;

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'محصولات من', href: '/profile/products' },
          { label: 'افزودن محصول' },
        ]}
      />
      <header>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900">افزودن محصول</h1>
          <HelpLink id="supplier-products" />
        </div>
        <p className="mt-1 text-slate-700">
          برای «{merchant.name}». کالای پایهٔ مناسب را نمی‌یابید؟{' '}
          <Link
            href={`${PRODUCT_PROPOSALS_PATH}?merchantId=${merchant.id}`}
            className="font-medium text-brand-800 underline"
          >
            کالای پایهٔ تازه پیشنهاد دهید
          </Link>
          .
        </p>
      </header>
      {category && category.length >= 2 ? (
        <>
          <p className="text-slate-800">
            دسته‌بندی: <strong>{category.map((c) => c.name).join(' › ')}</strong>{' '}
            <Link href={`${NEW_PRODUCT_PATH}?merchantId=${merchant.id}`} className="text-brand-800 underline">
              تغییر دسته‌بندی
            </Link>
          </p>
          <ProductEditorForm
            merchantId={merchant.id}
            categoryId={categoryId ?? 0}
            properties={await apis.catalog.properties({ params: { id: categoryId ?? 0 } })}
            baseProducts={
              await apis.workspace.baseProductChoices({
                query: { merchantId: merchant.id, categoryId: categoryId ?? 0 },
              })
            }
          />
        </>
      ) : (
        <CategoryPicker merchantId={merchant.id} q={q} apis={apis} />
      )}
    </div>
  );
}

async function CategoryPicker({
  merchantId,
  q,
  apis,
}: {
  merchantId: number;
  q: string;
  apis: Awaited<ReturnType<typeof workspaceApis>>;
}) {
  const found = q ? await apis.categories.list({ query: { q, pageSize: 30 } }) : null;
  const choices = found?.items.filter((c) => c.level >= 2) ?? [];
  return (
    <section aria-labelledby="pick-category" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="pick-category" className="text-lg font-bold text-slate-900">
        ۱. دسته‌بندی محصول را برگزینید
      </h2>
      <search>
        <form noValidate action={NEW_PRODUCT_PATH} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="merchantId" value={merchantId} />
          <div className="min-w-60 flex-1">
            <label htmlFor="category-q" className={labelClass}>
              نام دسته‌بندی
            </label>
            <input id="category-q" name="q" type="search" defaultValue={q} required className={inputClass()} />
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            جست‌وجوی دسته‌بندی
          </button>
        </form>
      </search>
      {found && choices.length === 0 ? (
        <EmptyState title="دسته‌بندی‌ای یافت نشد">نام دیگری را جست‌وجو کنید.</EmptyState>
      ) : null}
      <ul className="mt-4 flex flex-col gap-2">
        {choices.map((c) => (
          <li key={c.id}>
            <Link
              href={`${NEW_PRODUCT_PATH}?merchantId=${merchantId}&categoryId=${c.id}`}
              className="text-brand-800 underline"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
