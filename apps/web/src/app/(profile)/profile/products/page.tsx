// /profile/products: the supplier's workspace. On top the dashboard (listings by state, views of 30 days, orders
// and requests for quotation waiting, unread messages; each count links to its list), then the product-list
// tools of decision 028: a filter (state, availability, category, text), bulk edit of the chosen rows or of every
// product of the filter (price in tomans or «استعلام قیمت», availability, publish/unpublish), CSV export and
// import, duplicate and unpublish per row, and the price of each row editable in tomans. A change is public within
// seconds: the API's event expires the web's cached pages. Plain forms posting to server actions.

import { productAvailabilitySchema } from '@bazaar/contracts/catalog-products';
import { type OwnProductsFilter, productStatusSchema } from '@bazaar/contracts/own-products';
import { searchTextSchema } from '@bazaar/contracts/paging';
import { formatNumberFa } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { VisitorChartSection } from '@/features/engagement/visitor-chart';
import { BulkEditForm } from '@/features/own-products/bulk-edit-form';
import { editorNotice, NEW_PRODUCT_PATH, PRODUCT_PROPOSALS_PATH } from '@/features/own-products/editor-notices';
import { ownProductNotice } from '@/features/own-products/notices';
import { OwnProductRow } from '@/features/own-products/own-product-row';
import {
  loadOwnProducts,
  loadSupplierDashboard,
  OWN_PRODUCTS_PAGE_SIZE,
} from '@/features/own-products/own-products-data.server';
import { OwnProductsFilterForm } from '@/features/own-products/own-products-filter-form';
import { listHref } from '@/features/own-products/product-list-view';
import { SpreadsheetTools } from '@/features/own-products/spreadsheet-tools';
import { SupplierDashboard } from '@/features/own-products/supplier-dashboard';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { MerchantSwitcher } from '@/features/supplier-workspace/merchant-switcher';
import { MerchantReviewBanner, NotASupplier } from '@/features/supplier-workspace/supplier-state';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';
import { OwnTrustFigures } from '@/features/trust/own-trust-figures';
import { firstParam, parsePageParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'محصولات من', robots: { index: false, follow: false } };

export default async function OwnProductsPage({ searchParams }: PageProps<'/profile/products'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const parsedQ = searchTextSchema.safeParse(firstParam(params.q)?.trim() || undefined);
  const status = productStatusSchema.safeParse(firstParam(params.status));
  const availability = productAvailabilitySchema.safeParse(firstParam(params.availability));
  const filter: OwnProductsFilter = {
    q: parsedQ.success ? parsedQ.data : undefined,
    status: status.success ? status.data : undefined,
    availability: availability.success ? availability.data : undefined,
    categoryId: parsePublicId(firstParam(params.categoryId)) ?? undefined,
  };
  const returnTo = listHref(filter, page);
  // The workspace acts for one merchant: the one named or chosen with the switcher, else the first the visitor
  // may manage products of (decision 035).
  const merchants = (await loadManagedMerchants(returnTo)).filter((m) => m.role === 'owner' || m.manageProducts);
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) {
    return (
      <div className="flex flex-col gap-4 md:gap-6">
        <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'محصولات من' }]} />
        <h1 className="text-2xl font-bold text-slate-900">محصولات من</h1>
        <NotASupplier purpose="برای فروش محصول یا خدمت در بازار صنعت،" />
      </div>
    );
  }
  const products = await loadOwnProducts(returnTo, { ...filter, page, merchantId: merchant.id });
  if (!products) forbidden();
  const dashboard = await loadSupplierDashboard(returnTo, merchant.id);
  const totalPages = Math.ceil(products.total / OWN_PRODUCTS_PAGE_SIZE);
  const noticeKey = firstParam(params.notice);
  const bulkNotice = noticeKey?.startsWith('bulk-') ? ownProductNotice(noticeKey) : null;
  const filtered = Boolean(filter.q || filter.status || filter.availability || filter.categoryId);

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'محصولات من' }]} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">محصولات من</h1>
          <p className="mt-1 hidden text-slate-700 sm:block">
            محصولات تأمین‌کنندهٔ شما در همهٔ وضعیت‌ها. قیمت را به تومان وارد کنید؛ پس از ذخیره، در چند ثانیه در صفحهٔ محصول و
            فهرست‌ها دیده می‌شود.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={NEW_PRODUCT_PATH} className={buttonClass('primary')}>
            افزودن محصول
          </Link>
          <Link href={PRODUCT_PROPOSALS_PATH} className={buttonClass('secondary', 'max-sm:hidden')}>
            پیشنهاد کالای پایه
          </Link>
        </div>
      </header>
      <MerchantSwitcher merchants={merchants} currentId={merchant.id} returnTo="/profile/products" />
      <MerchantReviewBanner merchant={merchant} />
      {bulkNotice ? null : <NoticeBanner notice={ownProductNotice(params.notice) ?? editorNotice(params.notice)} />}
      <SupplierDashboard {...dashboard} />

      <OwnProductsFilterForm filter={filter} summary={dashboard.summary} />
      <BulkEditForm
        merchantId={merchant.id}
        filter={filter}
        total={products.total}
        returnTo={returnTo}
        notice={bulkNotice}
      />

      <p className="text-slate-700">{formatNumberFa(products.total)} محصول</p>
      {products.items.length === 0 ? (
        <EmptyState title={filtered ? 'محصولی با این فیلتر یافت نشد' : 'هنوز محصولی ثبت نشده است'}>
          {filtered
            ? 'فیلتر دیگری را امتحان کنید.'
            : 'محصولاتی که برای تأمین‌کنندهٔ شما ثبت شود، اینجا نمایش داده می‌شود.'}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {products.items.map((product) => (
            <OwnProductRow key={product.id} product={product} returnTo={returnTo} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => listHref(filter, n)} />
      {/* Below the list, so a phone's first screen shows the products themselves (phone-layout.spec). */}
      <OwnTrustFigures merchantId={merchant.id} />
      <SpreadsheetTools merchantId={merchant.id} />
      <div id="visitor-chart" className="scroll-mt-24">
        <VisitorChartSection merchantId={merchant.id} merchantName={merchant.name} currentPath={returnTo} />
      </div>
    </div>
  );
}
