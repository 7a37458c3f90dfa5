// /profile/products: the supplier's workspace. On top the dashboard (listings by state, views of 30 days, orders
// and requests for quotation waiting, unread messages; each count links to its list), then the product-list
// tools of decision 028: a filter (state, availability, category, text), bulk edit of the chosen rows or of every
// product of the filter (price in tomans or «استعلام قیمت», availability, publish/unpublish), CSV export and
// import, duplicate and unpublish per row, and the price of each row editable in tomans. A change is public within
// seconds: the API's event expires the web's cached pages. Plain forms posting to server actions.
import {
  PRODUCT_AVAILABILITY_LABELS,
  PRODUCT_STATUSES,
  productAvailabilitySchema,
} from '@bazaar/contracts/catalog-products';
import {
  type OwnProduct,
  type OwnProductsFilter,
  type ProductStatus,
  productStatusSchema,
} from '@bazaar/contracts/own-products';
import { searchTextSchema } from '@bazaar/contracts/paging';
import type { OwnProductsSummary } from '@bazaar/contracts/product-tools';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { productHref } from '@/features/catalog/product-links';
import { VisitorChartSection } from '@/features/engagement/visitor-chart';
import { MESSAGES_PATH } from '@/features/messaging/messaging-links';
import {
  editorNotice,
  editProductPath,
  NEW_PRODUCT_PATH,
  PRODUCT_PROPOSALS_PATH,
} from '@/features/own-products/editor-notices';
import { ImportForm } from '@/features/own-products/import-form.client';
import { AVAILABILITY_OPTIONS, LabelledSelect } from '@/features/own-products/labelled-select';
import { ModerationNotice } from '@/features/own-products/moderation-notice';
import { OWN_PRODUCTS_PATH, ownProductNotice } from '@/features/own-products/notices';
import { updatePrice } from '@/features/own-products/own-products-actions';
import {
  loadOwnProducts,
  loadSupplierDashboard,
  OWN_PRODUCTS_PAGE_SIZE,
} from '@/features/own-products/own-products-data.server';
import { priceInputValue } from '@/features/own-products/price-input';
import { setProductStatus } from '@/features/own-products/product-actions';
import { bulkEditProducts, duplicateProduct } from '@/features/own-products/product-list-actions';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { MerchantSwitcher } from '@/features/supplier-workspace/merchant-switcher';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';
import { SUPPLIER_INBOX_PATH } from '@/features/trade/trade-links';
import { firstParam, parsePageParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'محصولات من', robots: { index: false, follow: false } };

const STATUS: Record<ProductStatus, { label: string; look: string }> = {
  published: { label: 'منتشرشده', look: 'bg-brand-50 text-brand-800' },
  draft: { label: 'پیش‌نویس', look: 'bg-accent-100 text-accent-800' },
  archived: { label: 'بایگانی', look: 'bg-slate-100 text-slate-700' },
};

function listHref(filter: OwnProductsFilter, page: number) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (filter.availability) params.set('availability', filter.availability);
  if (filter.categoryId) params.set('categoryId', String(filter.categoryId));
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

function Count({ label, value, href }: { label: string; value: number | null; href: string }) {
  return (
    <Link
      href={href}
      className="flex w-36 shrink-0 snap-start flex-col gap-1 rounded-xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-500 md:w-auto md:p-4"
      data-testid="dashboard-count"
    >
      <span className="truncate text-sm text-slate-700 md:whitespace-normal">{label}</span>
      <span className="text-xl font-black text-slate-900 md:text-2xl">
        {value === null ? '—' : formatNumberFa(value)}
      </span>
    </Link>
  );
}

function Dashboard({
  summary,
  views,
  awaitingOrders,
  openRequests,
  unreadMessages,
}: Awaited<ReturnType<typeof loadSupplierDashboard>>) {
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-3">
      <h2 id="dashboard-title" className="text-lg font-bold text-slate-900">
        پیشخوان «{summary.merchant.name}»
      </h2>
      {/* On a phone one swipeable row, so the product list is not pushed screens down (issue 16). */}
      <div className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:grid-cols-4 md:gap-3 md:overflow-visible md:px-0">
        {PRODUCT_STATUSES.map((status) => (
          <Count
            key={status}
            label={`محصولات ${STATUS[status].label}`}
            value={summary.byStatus[status] ?? 0}
            href={listHref({ status }, 1)}
          />
        ))}
        <Count label="بازدید ۳۰ روز گذشته" value={views} href="#visitor-chart" />
        <Count
          label="سفارش‌های در انتظار پاسخ"
          value={awaitingOrders}
          href={`${SUPPLIER_INBOX_PATH}?state=awaiting_supplier`}
        />
        <Count label="درخواست‌های استعلام باز" value={openRequests} href={SUPPLIER_INBOX_PATH} />
        <Count label="پیام‌های خوانده‌نشده" value={unreadMessages} href={MESSAGES_PATH} />
      </div>
    </section>
  );
}

/** A card folded to its one-line summary (with a turning arrow) until opened. */
function Fold({ open, summary, children }: { open: boolean; summary: ReactNode; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-xl bg-white ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 font-medium text-slate-900">
        {summary}
        <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      {children}
    </details>
  );
}

function FilterForm({ filter, summary }: { filter: OwnProductsFilter; summary: OwnProductsSummary }) {
  // The text search is always in view; the three choices fold into one line (open while one of them is set),
  // so on a phone the list starts on the first screen.
  const chosen = [filter.status, filter.availability, filter.categoryId].filter(Boolean).length;
  return (
    <search>
      <form action={OWN_PRODUCTS_PATH} className="flex flex-col gap-3">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="own-products-q" className={labelClass}>
              جست‌وجو در محصولات من
            </label>
            <input id="own-products-q" name="q" type="search" defaultValue={filter.q ?? ''} className={inputClass()} />
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            اعمال فیلتر
          </button>
        </div>
        <Fold
          open={chosen > 0}
          summary={
            <span>
              فیلتر وضعیت، موجودی و دسته‌بندی
              {chosen > 0 ? <span className="text-brand-800"> ({formatNumberFa(chosen)} فعال)</span> : null}
            </span>
          }
        >
          <div className="grid gap-3 px-4 pb-4 sm:grid-cols-3">
            <LabelledSelect
              id="own-products-status"
              name="status"
              label="وضعیت"
              none="همه"
              defaultValue={filter.status ?? ''}
              options={PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS[status].label }))}
            />
            <LabelledSelect
              id="own-products-availability"
              name="availability"
              label="موجودی"
              none="همه"
              defaultValue={filter.availability ?? ''}
              options={AVAILABILITY_OPTIONS}
            />
            <LabelledSelect
              id="own-products-category"
              name="categoryId"
              label="دسته‌بندی"
              none="همه"
              defaultValue={filter.categoryId ?? ''}
              options={summary.categories.map((c) => ({
                value: c.id,
                label: `${c.name} (${formatNumberFa(c.count)})`,
              }))}
            />
          </div>
        </Fold>
      </form>
    </search>
  );
}

const BULK_FORM = 'bulk-edit-form';

function BulkEditForm({
  merchantId,
  filter,
  total,
  returnTo,
  notice,
}: {
  merchantId: number;
  filter: OwnProductsFilter;
  total: number;
  returnTo: string;
  notice: ReturnType<typeof ownProductNotice>;
}) {
  // Folded to one line until used: the rows' check boxes belong to its form wherever it sits. A bulk outcome
  // (the action returns to #bulk-edit) opens it with its message beside the fields.
  return (
    <section id="bulk-edit" aria-labelledby="bulk-edit-title" className="scroll-mt-24">
      <Fold
        open={notice !== null}
        summary={
          <span className="flex flex-col">
            <span id="bulk-edit-title" className="font-bold text-slate-900">
              ویرایش گروهی
            </span>
            <span className="text-sm font-normal text-slate-700">قیمت، موجودی یا انتشار چند محصول با هم</span>
          </span>
        }
      >
        <div className="px-4 pb-4">
          <NoticeBanner notice={notice} />
          <form id={BULK_FORM} action={bulkEditProducts} noValidate className="mt-3 flex flex-col gap-4">
            <input type="hidden" name="merchantId" value={merchantId} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <input type="hidden" name="q" value={filter.q ?? ''} />
            <input type="hidden" name="filterStatus" value={filter.status ?? ''} />
            <input type="hidden" name="filterAvailability" value={filter.availability ?? ''} />
            <input type="hidden" name="categoryId" value={filter.categoryId ?? ''} />
            <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
              <legend className={labelClass}>روی کدام محصولات؟</legend>
              <label className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="radio" name="scope" value="selected" defaultChecked className="size-4" />
                ردیف‌های علامت‌خورده در همین صفحه
              </label>
              <label className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="radio" name="scope" value="all" className="size-4" />
                همهٔ {formatNumberFa(total)} محصول این فیلتر
              </label>
            </fieldset>
            <div className="grid gap-4 md:grid-cols-3">
              <div className="flex flex-col gap-2">
                <label htmlFor="bulk-price" className={labelClass}>
                  قیمت تازه (تومان)
                </label>
                <input
                  id="bulk-price"
                  name="price"
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={24}
                  autoComplete="off"
                  aria-describedby="bulk-price-hint"
                  className={inputClass(false, 'text-start')}
                />
                <p id="bulk-price-hint" className="text-sm text-slate-700">
                  خالی بگذارید تا قیمت‌ها تغییر نکند.
                </p>
                <label className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input type="checkbox" name="onInquiry" className="size-4" />
                  استعلام قیمت (بدون قیمت)
                </label>
              </div>
              <LabelledSelect
                id="bulk-availability"
                name="availability"
                label="موجودی"
                none="بدون تغییر"
                defaultValue=""
                options={AVAILABILITY_OPTIONS}
              />
              <LabelledSelect
                id="bulk-publish"
                name="publish"
                label="انتشار"
                none="بدون تغییر"
                defaultValue=""
                options={[
                  { value: 'published', label: 'انتشار' },
                  { value: 'draft', label: 'لغو انتشار (پیش‌نویس)' },
                ]}
              />
            </div>
            <button type="submit" className={buttonClass('primary', 'self-start')}>
              اعمال ویرایش گروهی
            </button>
          </form>
        </div>
      </Fold>
    </section>
  );
}

function SpreadsheetTools({ merchantId }: { merchantId: number }) {
  return (
    <section aria-labelledby="spreadsheet-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="spreadsheet-title" className="font-bold text-slate-900">
        خروجی و ورود با پروندهٔ اکسل (CSV)
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        خروجی را در اکسل باز کنید، قیمت‌ها و ستون‌ها را تغییر دهید و همان پرونده را برگردانید. ردیف بدون شناسه محصول تازه
        می‌سازد (یا محصولی با همان مدل را به‌روز می‌کند). تا یک ردیف خطا دارد، هیچ تغییری اعمال نمی‌شود.
      </p>
      <div className="mt-3 flex flex-col gap-4">
        <a
          href={`/api/v1/supplierproducts/export?merchantId=${merchantId}`}
          download
          className={buttonClass('secondary', 'self-start')}
        >
          دریافت فهرست محصولات (CSV)
        </a>
        <ImportForm merchantId={merchantId} />
      </div>
    </section>
  );
}

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
  if (!merchant) forbidden();
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
      {bulkNotice ? null : <NoticeBanner notice={ownProductNotice(params.notice) ?? editorNotice(params.notice)} />}
      <Dashboard {...dashboard} />

      <FilterForm filter={filter} summary={dashboard.summary} />
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
          {products.items.map((product) => {
            const title = toPersianDigitsInText(product.title);
            return (
              <li
                key={product.id}
                id={`product-${product.id}`}
                className="flex scroll-mt-24 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <input
                    type="checkbox"
                    form={BULK_FORM}
                    name="ids"
                    value={product.id}
                    id={`select-${product.id}`}
                    aria-label={`انتخاب «${title}»`}
                    className="size-5"
                  />
                  <h2 className="font-bold text-slate-900">
                    {product.status === 'published' ? (
                      <Link href={productHref(product)} className="hover:underline">
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                  </h2>
                  <span className={clsx('rounded-full px-3 py-0.5 text-sm font-medium', STATUS[product.status].look)}>
                    {STATUS[product.status].label}
                  </span>
                  <span className="rounded-full bg-slate-100 px-3 py-0.5 text-sm text-slate-800">
                    {PRODUCT_AVAILABILITY_LABELS[product.availability]}
                  </span>
                  <Link href={editProductPath(product.id)} className="text-sm font-medium text-brand-800 underline">
                    ویرایش<span className="sr-only"> «{title}»</span>
                  </Link>
                </div>
                <p className="text-sm text-slate-700">
                  {product.categoryName} · {product.merchant.name}
                  {product.model ? (
                    <>
                      {' '}
                      · مدل <bdi dir="ltr">{product.model}</bdi>
                    </>
                  ) : null}{' '}
                  · قیمت کنونی:{' '}
                  <span className="font-medium text-slate-900">
                    {product.priceRials === null
                      ? 'استعلام قیمت'
                      : `${formatMoney(product.priceRials, { unit: 'toman' })} برای هر ${product.salesUnit}`}
                  </span>{' '}
                  · به‌روزرسانی{' '}
                  <time dateTime={product.updatedAt}>{formatJalaliDate(product.updatedAt, { style: 'long' })}</time>
                </p>
                <ModerationNotice moderation={product.moderation} />
                <PriceForm product={product} returnTo={returnTo} />
                <div className="flex flex-wrap gap-3">
                  <form action={duplicateProduct}>
                    <input type="hidden" name="id" value={product.id} />
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <button type="submit" className={buttonClass('ghost')}>
                      تکثیر<span className="sr-only"> «{title}»</span>
                    </button>
                  </form>
                  {product.status !== 'archived' ? (
                    <form action={setProductStatus}>
                      <input type="hidden" name="id" value={product.id} />
                      <input
                        type="hidden"
                        name="status"
                        value={product.status === 'published' ? 'draft' : 'published'}
                      />
                      <button type="submit" className={buttonClass('ghost')}>
                        {product.status === 'published' ? 'لغو انتشار' : 'انتشار'}
                        <span className="sr-only"> «{title}»</span>
                      </button>
                    </form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => listHref(filter, n)} />
      <SpreadsheetTools merchantId={merchant.id} />
      <div id="visitor-chart" className="scroll-mt-24">
        <VisitorChartSection merchantId={merchant.id} merchantName={merchant.name} currentPath={returnTo} />
      </div>
    </div>
  );
}
