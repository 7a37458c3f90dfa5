// /profile/directorder/edit/{id}: the direct-order form. `new?product={id}` starts one from a product page;
// a number edits the buyer's own order (an answered or waiting one goes back to draft when saved). Items,
// quantity in the product's unit, target price in tomans, delivery date (Jalali), an address from the
// address book, payment terms and a description; a plain form to a server action.
import { TRADE_DOCUMENT_TYPES } from '@bazaar/contracts/trade-orders';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from '@bazaar/contracts/trade-states';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import { parseNumberInput } from '@bazaar/fa/number-input';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { orLogin } from '@/features/auth/session.server';
import { getProductOrNotFound, listProducts } from '@/features/catalog/catalog-api.server';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { tradeNotice } from '@/features/trade/notices';
import { saveDirectOrder } from '@/features/trade/trade-actions';
import { loadTradeRequest, tradeApi } from '@/features/trade/trade-data.server';
import {
  DIRECT_ORDERS_PATH,
  directOrderInfoHref,
  editDirectOrderHref,
  newDirectOrderHref,
} from '@/features/trade/trade-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'سفارش مستقیم', robots: { index: false, follow: false } };

/** `new?supplier={id}` (the supplier page's button): the buyer picks the product to order first. */
async function ChooseProduct({ supplierParam }: { supplierParam: string }) {
  if (parsePublicId(supplierParam) === null) notFound();
  const supplier = await getSupplierOrNotFound(supplierParam);
  const products = await listProducts({ merchantId: supplier.id, page: 1, pageSize: 50 });
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'سفارش‌های مستقیم', href: DIRECT_ORDERS_PATH },
          { label: 'سفارش مستقیم تازه' },
        ]}
      />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">سفارش مستقیم تازه</h1>
        <p className="mt-1 text-slate-700">
          کالایی از «{toPersianDigitsInText(supplier.name)}» را که می‌خواهید سفارش دهید برگزینید.
        </p>
      </header>
      {products.items.length === 0 ? (
        <p className="text-slate-700">این تأمین‌کننده هنوز کالای منتشرشده‌ای ندارد.</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
          data-testid="supplier-products"
        >
          {products.items.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span className="text-slate-900">{toPersianDigitsInText(product.title)}</span>
              <Link href={newDirectOrderHref(product.id)} className={buttonClass('secondary')} prefetch={false}>
                سفارش این کالا
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Row = Pick<TradeRequest['items'][number], 'productId' | 'productTitle' | 'quantity' | 'unit' | 'targetPriceRials'>;

export default async function EditDirectOrderPage({
  params,
  searchParams,
}: PageProps<'/profile/directorder/edit/[id]'>) {
  const segment = (await params).id;
  const query = await searchParams;
  let existing: TradeRequest | null = null;
  let rows: Row[];
  let path: string;
  const supplierParam = firstParam(query.supplier);
  if (segment === 'new' && supplierParam !== undefined && firstParam(query.product) === undefined) {
    return <ChooseProduct supplierParam={supplierParam} />;
  }
  if (segment === 'new') {
    const productParam = firstParam(query.product) ?? '';
    if (parsePublicId(productParam) === null) notFound();
    const product = await getProductOrNotFound(productParam);
    // The assistant passes the quantity the buyer asked for, in the unit they asked it in: used when that
    // unit is the product's sales unit.
    const asked = parseNumberInput(firstParam(query.quantity));
    const askedUnit = firstParam(query.unit);
    const prefill =
      asked !== null && asked > 0 && (!askedUnit || normalizePersian(askedUnit) === normalizePersian(product.salesUnit))
        ? { quantity: asked, unit: product.salesUnit }
        : undefined;
    path = newDirectOrderHref(product.id, prefill);
    rows = [
      {
        productId: product.id,
        productTitle: product.title,
        quantity: prefill?.quantity ?? product.minOrderQuantity ?? 1,
        unit: product.salesUnit,
        targetPriceRials: null,
      },
    ];
  } else {
    const id = parsePublicId(segment);
    if (id === null) notFound();
    path = editDirectOrderHref(id);
    existing = await loadTradeRequest(id, path);
    if (!existing.allowedActions.includes('edit')) redirect(`${directOrderInfoHref(id)}?notice=illegal`);
    rows = existing.items;
  }
  const addresses = await orLogin((await tradeApi(path)).addresses.list(), path);
  const title = existing ? `ویرایش سفارش شمارهٔ ${toPersianDigits(existing.id)}` : 'سفارش مستقیم تازه';
  const selectedAddress = existing?.deliveryAddress?.id ?? addresses.find((a) => a.isSelected)?.id;

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'سفارش‌های مستقیم', href: DIRECT_ORDERS_PATH },
          { label: title },
        ]}
      />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-700">
          سفارش پس از ذخیره پیش‌نویس است؛ با «ارسال برای تأمین‌کننده» به دست او می‌رسد و پس از تأیید قیمت، با پرداخت کارمزد
          نهایی و منتشر می‌شود.
        </p>
      </header>
      <NoticeBanner notice={tradeNotice(query.notice)} />
      <form
        noValidate
        action={saveDirectOrder}
        className="flex flex-col gap-5 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        {existing ? <input type="hidden" name="id" value={existing.id} /> : null}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-bold text-slate-900">اقلام</legend>
          {rows.map((row, index) => (
            <div key={row.productId} className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-3">
              <input type="hidden" name={`productId.${index}`} value={row.productId} />
              <p className="font-medium text-slate-900 sm:col-span-3">{toPersianDigitsInText(row.productTitle)}</p>
              <div>
                <label htmlFor={`quantity-${index}`} className={labelClass}>
                  مقدار
                </label>
                <input
                  id={`quantity-${index}`}
                  name={`quantity.${index}`}
                  inputMode="decimal"
                  required
                  dir="ltr"
                  maxLength={12}
                  defaultValue={String(row.quantity)}
                  className={inputClass(false, 'text-start')}
                />
              </div>
              <div>
                <label htmlFor={`unit-${index}`} className={labelClass}>
                  واحد
                </label>
                <select id={`unit-${index}`} name={`unit.${index}`} defaultValue={row.unit} className={inputClass()}>
                  <option value={row.unit}>{row.unit}</option>
                </select>
              </div>
              <div>
                <label htmlFor={`target-${index}`} className={labelClass}>
                  قیمت هدف هر واحد (تومان، اختیاری)
                </label>
                <input
                  id={`target-${index}`}
                  name={`target.${index}`}
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={16}
                  defaultValue={row.targetPriceRials ? String(row.targetPriceRials / RIALS_PER_TOMAN) : ''}
                  className={inputClass(false, 'text-start')}
                />
              </div>
            </div>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="delivery-date" className={labelClass}>
              تاریخ تحویل درخواستی (اختیاری)
            </label>
            <input
              id="delivery-date"
              name="requestedDeliveryDate"
              placeholder="۱۴۰۵/۰۹/۲۰"
              dir="ltr"
              maxLength={10}
              aria-describedby="delivery-date-hint"
              defaultValue={
                existing?.requestedDeliveryDate ? formatJalaliDate(`${existing.requestedDeliveryDate}T12:00:00Z`) : ''
              }
              className={inputClass(false, 'text-start')}
            />
            <p id="delivery-date-hint" className="mt-1 text-sm text-slate-600">
              به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۲۰
            </p>
          </div>
          <div>
            <label htmlFor="payment-terms" className={labelClass}>
              شرایط پرداخت
            </label>
            <select
              id="payment-terms"
              name="paymentTerms"
              defaultValue={existing?.paymentTerms ?? 'cash'}
              className={inputClass()}
            >
              {PAYMENT_TERMS.map((terms) => (
                <option key={terms} value={terms}>
                  {PAYMENT_TERMS_LABELS[terms]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="delivery-address" className={labelClass}>
              نشانی تحویل
            </label>
            {addresses.length === 0 ? (
              <p className="text-slate-700">
                هنوز نشانی‌ای ندارید؛{' '}
                <Link href="/profile/address" className="text-brand-800 underline">
                  نشانی تحویل بیفزایید
                </Link>{' '}
                یا بعداً در ویرایش سفارش آن را برگزینید.
              </p>
            ) : (
              <select
                id="delivery-address"
                name="deliveryAddressId"
                defaultValue={selectedAddress ? String(selectedAddress) : ''}
                className={inputClass()}
              >
                <option value="">بدون نشانی (بعداً هماهنگ می‌شود)</option>
                {addresses.map((address) => (
                  <option key={address.id} value={address.id}>
                    {toPersianDigitsInText(`${address.title}: ${address.city.name}، ${address.addressLine}`)}
                  </option>
                ))}
              </select>
            )}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="description" className={labelClass}>
              توضیحات برای تأمین‌کننده
            </label>
            <textarea
              id="description"
              name="description"
              rows={4}
              maxLength={2000}
              defaultValue={existing?.description ?? ''}
              className={inputClass()}
            />
          </div>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold text-slate-900">مدارک پیوست</legend>
          {existing?.documents.length ? (
            <ul className="flex flex-col gap-2">
              {existing.documents.map((doc, index) => (
                <li key={doc.fileId} className="flex flex-wrap items-center gap-3">
                  <input type="hidden" name={`documentFile.${index}`} value={doc.fileId} />
                  <input type="hidden" name={`documentType.${index}`} value={doc.documentTypeId} />
                  <span>
                    {doc.documentTypeName}: {doc.fileName}
                  </span>
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name={`documentRemove.${index}`} className="size-4" />
                    حذف
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="document" className={labelClass}>
                افزودن مدرک (PDF یا تصویر، اختیاری)
              </label>
              <input
                id="document"
                name="document"
                type="file"
                accept="application/pdf,image/jpeg,image/png,image/webp"
                className={inputClass()}
              />
            </div>
            <div>
              <label htmlFor="document-type" className={labelClass}>
                نوع مدرک
              </label>
              <select id="document-type" name="documentTypeId" defaultValue="1" className={inputClass()}>
                {TRADE_DOCUMENT_TYPES.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')}>
            ذخیرهٔ پیش‌نویس
          </button>
          <Link
            href={existing ? directOrderInfoHref(existing.id) : DIRECT_ORDERS_PATH}
            className={buttonClass('ghost')}
          >
            انصراف
          </Link>
        </div>
      </form>
    </div>
  );
}
