// One product the assistant found: its supplier (and whether in the buyer's province), price, how it differs
// from the need, and the actions (the page's favourite button, message the supplier, a direct order with the need's quantity).
import type { AssistantProduct, Need } from '@bazaar/contracts/assistant';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { productHref } from '@/features/catalog/product-links';
import { messageSupplierHref } from '@/features/messaging/messaging-links';
import { orderHref, price } from './need-display';

export function AssistantProductCard({
  product,
  need,
  action,
}: {
  product: AssistantProduct;
  need: Need | null;
  /** Beside the links: the favourite button the page gives. */
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="assistant-product">
      <Link href={productHref(product)} className="font-bold text-brand-800 hover:underline">
        {toPersianDigitsInText(product.title)}
      </Link>
      <p className="text-sm text-slate-700">
        {product.merchant.name}
        {product.merchant.city ? ` — ${product.merchant.city}` : ''}
        {product.inProvince ? ' (در استان شما)' : ''}
      </p>
      <p className="font-medium text-slate-900">{price(product.priceRials)}</p>
      {product.differences.length > 0 && (
        <ul className="text-sm text-amber-900" aria-label="تفاوت با نیاز شما">
          {product.differences.map((d) => (
            <li key={d.property}>
              {d.property}: خواسته {d.wanted}، این کالا {d.actual}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {action}
        <Link href={messageSupplierHref('product', product.id)} prefetch={false} className={buttonClass('ghost')}>
          پیام به تأمین‌کننده
        </Link>
        <Link href={orderHref(product, need)} prefetch={false} className={buttonClass('secondary')}>
          سفارش مستقیم
        </Link>
      </div>
    </li>
  );
}
