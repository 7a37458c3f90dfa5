// `new?supplier={id}` (the supplier page's button): the buyer picks which of the supplier's products to order.
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { DIRECT_ORDERS_PATH, newDirectOrderHref } from './trade-links';

export function ChooseOrderProduct({
  supplierName,
  products,
}: {
  supplierName: string;
  /** The supplier's published products. */
  products: { id: number; title: string }[];
}) {
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
          کالایی از «{toPersianDigitsInText(supplierName)}» را که می‌خواهید سفارش دهید برگزینید.
        </p>
      </header>
      {products.length === 0 ? (
        <p className="text-slate-700">این تأمین‌کننده هنوز کالای منتشرشده‌ای ندارد.</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
          data-testid="supplier-products"
        >
          {products.map((product) => (
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
