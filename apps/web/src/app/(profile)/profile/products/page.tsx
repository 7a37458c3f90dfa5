// /profile/products: the products of the supplier(s) the visitor owns or represents, in every state, with
// the price editable in tomans. A saved price is public within seconds: the API's event expires the web's
// cached product and listing pages. Plain forms posting to a server action: works without JavaScript.
import type { OwnProduct, ProductStatus } from '@bazaar/contracts/catalog';
import { searchTextSchema } from '@bazaar/contracts/paging';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { productHref } from '@/features/catalog/product-links';
import { VisitorChartSection } from '@/features/engagement/visitor-chart';
import {
  editorNotice,
  editProductPath,
  NEW_PRODUCT_PATH,
  PRODUCT_PROPOSALS_PATH,
} from '@/features/own-products/editor-notices';
import { OWN_PRODUCTS_PATH, ownProductNotice } from '@/features/own-products/notices';
import { updatePrice } from '@/features/own-products/own-products-actions';
import { loadOwnProducts, OWN_PRODUCTS_PAGE_SIZE } from '@/features/own-products/own-products-data.server';
import { priceInputValue } from '@/features/own-products/price-input';
import { firstParam, parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'محصولات من', robots: { index: false, follow: false } };

const STATUS: Record<ProductStatus, { label: string; look: string }> = {
  published: { label: 'منتشرشده', look: 'bg-brand-50 text-brand-800' },
  draft: { label: 'پیش‌نویس', look: 'bg-accent-100 text-accent-800' },
  archived: { label: 'بایگانی', look: 'bg-slate-100 text-slate-700' },
};

function listHref(q: string | undefined, page: number) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${OWN_PRODUCTS_PATH}?${query}` : OWN_PRODUCTS_PATH;
}

function PriceForm({ product, returnTo }: { product: OwnProduct; returnTo: string }) {
  const field = `price-${product.id}`;
  return (
    <form action={updatePrice} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="w-44">
        <label htmlFor={field} className={labelClass}>
          قیمت (تومان)
        </label>
        <input
          id={field}
          name="price"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={24}
          defaultValue={priceInputValue(product.priceRials)}
          className={inputClass(false, 'text-start')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input type="checkbox" name="onInquiry" defaultChecked={product.priceRials === null} className="size-4" />
        استعلام قیمت
      </label>
      <button type="submit" className={buttonClass('primary')}>
        ذخیرهٔ قیمت<span className="sr-only"> «{toPersianDigitsInText(product.title)}»</span>
      </button>
    </form>
  );
}

export default async function OwnProductsPage({ searchParams }: PageProps<'/profile/products'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const parsedQ = searchTextSchema.safeParse(firstParam(params.q)?.trim() || undefined);
  const q = parsedQ.success ? parsedQ.data : undefined;
  const products = await loadOwnProducts(listHref(q, page), { q, page });
  if (!products) forbidden();
  const returnTo = listHref(q, page);
  // The chart is of the merchant the products belong to (a member of several sees the first one's).
  const merchant = (q ? (await loadOwnProducts(OWN_PRODUCTS_PATH, { page: 1 }))?.items[0] : products.items[0])
    ?.merchant;
  const totalPages = Math.ceil(products.total / OWN_PRODUCTS_PAGE_SIZE);

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'محصولات من' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">محصولات من</h1>
        <p className="mt-1 text-slate-700">
          محصولات تأمین‌کنندهٔ شما در همهٔ وضعیت‌ها. قیمت را به تومان وارد کنید؛ پس از ذخیره، در چند ثانیه در صفحهٔ محصول و
          فهرست‌ها دیده می‌شود.
        </p>
      </header>
      <NoticeBanner notice={ownProductNotice(params.notice) ?? editorNotice(params.notice)} />
      <div className="flex flex-wrap gap-3">
        <Link href={NEW_PRODUCT_PATH} className={buttonClass('primary')}>
          افزودن محصول
        </Link>
        <Link href={PRODUCT_PROPOSALS_PATH} className={buttonClass('secondary')}>
          پیشنهاد کالای پایه
        </Link>
      </div>

      <search>
        <form action={OWN_PRODUCTS_PATH} className="flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <label htmlFor="own-products-q" className={labelClass}>
              جست‌وجو در محصولات من
            </label>
            <input id="own-products-q" name="q" type="search" defaultValue={q ?? ''} className={inputClass()} />
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            جست‌وجو
          </button>
        </form>
      </search>

      <p className="text-slate-700">{formatNumberFa(products.total)} محصول</p>
      {products.items.length === 0 ? (
        <EmptyState title={q ? 'محصولی با این عبارت یافت نشد' : 'هنوز محصولی ثبت نشده است'}>
          {q ? 'عبارت دیگری را جست‌وجو کنید.' : 'محصولاتی که برای تأمین‌کنندهٔ شما ثبت شود، اینجا نمایش داده می‌شود.'}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {products.items.map((product) => (
            <li
              key={product.id}
              id={`product-${product.id}`}
              className="flex scroll-mt-24 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-bold text-slate-900">
                  {product.status === 'published' ? (
                    <Link href={productHref(product)} className="hover:underline">
                      {toPersianDigitsInText(product.title)}
                    </Link>
                  ) : (
                    toPersianDigitsInText(product.title)
                  )}
                </h2>
                <span className={clsx('rounded-full px-3 py-0.5 text-sm font-medium', STATUS[product.status].look)}>
                  {STATUS[product.status].label}
                </span>
                <Link href={editProductPath(product.id)} className="text-sm font-medium text-brand-800 underline">
                  ویرایش<span className="sr-only"> «{toPersianDigitsInText(product.title)}»</span>
                </Link>
              </div>
              <p className="text-sm text-slate-700">
                {product.categoryName} · {product.merchant.name} · قیمت کنونی:{' '}
                <span className="font-medium text-slate-900">
                  {product.priceRials === null
                    ? 'استعلام قیمت'
                    : `${formatMoney(product.priceRials, { unit: 'toman' })} برای هر ${product.salesUnit}`}
                </span>{' '}
                · به‌روزرسانی{' '}
                <time dateTime={product.updatedAt}>{formatJalaliDate(product.updatedAt, { style: 'long' })}</time>
              </p>
              <PriceForm product={product} returnTo={returnTo} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => listHref(q, n)} />
      {merchant ? (
        <VisitorChartSection merchantId={merchant.id} merchantName={merchant.name} currentPath={returnTo} />
      ) : null}
    </div>
  );
}
