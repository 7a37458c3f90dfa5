// One row of the supplier's product list: its check box for the bulk edit, title (linked when published),
// state, availability, the edit link, what it is and costs now, its moderation notice, the price form, and
// duplicate and publish/unpublish.

import { PRODUCT_AVAILABILITY_LABELS } from '@bazaar/contracts/catalog-products';
import type { OwnProduct } from '@bazaar/contracts/own-products';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { clsx } from 'clsx';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { productHref } from '@/features/catalog/product-links';
import { editProductPath } from './editor-notices';
import { ModerationNotice } from './moderation-notice';
import { updatePrice } from './own-products-actions';
import { priceInputValue } from './price-input';
import { setProductStatus } from './product-actions';
import { duplicateProduct } from './product-list-actions';
import { BULK_FORM, PRODUCT_STATUS_LOOK } from './product-list-view';

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

export function OwnProductRow({ product, returnTo }: { product: OwnProduct; returnTo: string }) {
  const title = toPersianDigitsInText(product.title);
  return (
    <li
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
        <span
          className={clsx('rounded-full px-3 py-0.5 text-sm font-medium', PRODUCT_STATUS_LOOK[product.status].look)}
        >
          {PRODUCT_STATUS_LOOK[product.status].label}
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
        · به‌روزرسانی <time dateTime={product.updatedAt}>{formatJalaliDate(product.updatedAt, { style: 'long' })}</time>
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
            <input type="hidden" name="status" value={product.status === 'published' ? 'draft' : 'published'} />
            <button type="submit" className={buttonClass('ghost')}>
              {product.status === 'published' ? 'لغو انتشار' : 'انتشار'}
              <span className="sr-only"> «{title}»</span>
            </button>
          </form>
        ) : null}
      </div>
    </li>
  );
}
