// The direct-order form: items, delivery date (Jalali), payment terms, an address from the address book, a
// description and documents; a plain form to a server action that saves a draft.

import type { DeliveryAddress, SharedDeliveryAddress } from '@bazaar/contracts/addresses';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from '@bazaar/contracts/trade-states';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { OrderDocumentFields } from './order-document-fields';
import { type DirectOrderRow, OrderItemFields } from './order-item-fields';
import { saveDirectOrder } from './trade-actions';
import { DIRECT_ORDERS_PATH, directOrderInfoHref } from './trade-links';

export function DirectOrderForm({
  existing,
  rows,
  addresses,
  sharedAddresses = [],
  selectedAddress,
  sample = false,
  hints,
  companyFields,
}: {
  sample?: boolean;
  hints?: Record<number, string>;
  /** The order being edited; null for a new one. */
  existing: TradeRequest | null;
  rows: DirectOrderRow[];
  addresses: DeliveryAddress[];
  /** Addresses other members shared with the buyer's company (decision 058): a company order may go to them. */
  sharedAddresses?: SharedDeliveryAddress[];
  selectedAddress: number | undefined;
  /** A company member's PO number and cost centre (the companies feature's fields, filled by the page). */
  companyFields?: ReactNode;
}) {
  return (
    <form
      noValidate
      action={saveDirectOrder}
      className="flex flex-col gap-5 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      {existing ? <input type="hidden" name="id" value={existing.id} /> : null}
      <OrderItemFields rows={rows} sample={sample} hints={hints} />
      {companyFields}
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
            aria-describedby="payment-terms-hint"
            className={inputClass()}
          >
            {PAYMENT_TERMS.map((terms) => (
              <option key={terms} value={terms}>
                {PAYMENT_TERMS_LABELS[terms]}
              </option>
            ))}
          </select>
          <p id="payment-terms-hint" className="mt-1 text-sm text-slate-600">
            یادداشتی برای تأمین‌کننده است؛ مبلغ سفارش همیشه با پرداخت امن، پیش از ارسال، نزد بازار صنعت نگه داشته می‌شود.
            برای پرداخت در چند بخش، تأمین‌کننده سفارش را مرحله‌بندی می‌کند.
          </p>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="delivery-address" className={labelClass}>
            نشانی تحویل
          </label>
          {addresses.length === 0 && othersShared(addresses, sharedAddresses).length === 0 ? (
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
              {othersShared(addresses, sharedAddresses).length > 0 ? (
                <optgroup label="نشانی‌های مشترک شرکت">
                  {othersShared(addresses, sharedAddresses).map((address) => (
                    <option key={address.id} value={address.id}>
                      {toPersianDigitsInText(
                        `${address.title}: ${address.city.name}، ${address.addressLine} (اشتراک: ${address.sharedBy.displayName})`,
                      )}
                    </option>
                  ))}
                </optgroup>
              ) : null}
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
      <OrderDocumentFields documents={existing?.documents ?? []} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')}>
          ذخیرهٔ پیش‌نویس
        </button>
        <Link href={existing ? directOrderInfoHref(existing.id) : DIRECT_ORDERS_PATH} className={buttonClass('ghost')}>
          انصراف
        </Link>
      </div>
    </form>
  );
}

/** The company's shared addresses that are not already the buyer's own (their own shared ones are listed above). */
function othersShared(own: DeliveryAddress[], shared: SharedDeliveryAddress[]) {
  const mine = new Set(own.map((address) => address.id));
  return shared.filter((address) => !mine.has(address.id));
}
