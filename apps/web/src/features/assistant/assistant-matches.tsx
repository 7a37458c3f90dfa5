// What the assistant found for a need: the matching (or nearest) products and the suppliers in the buyer's
// province.
import type { AssistantAnswer, AssistantProduct, Need } from '@bazaar/contracts/assistant';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { AssistantProductCard } from './assistant-product-card';

export function MatchingProducts({
  products,
  exact,
  need,
  productAction,
  headingId,
}: {
  products: AssistantAnswer['products'];
  /** The products match the need; otherwise they are the nearest ones. */
  exact: boolean;
  need: Need | null;
  productAction: (product: AssistantProduct) => ReactNode;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {exact ? 'کالاهای مطابق' : 'نزدیک‌ترین کالاها'}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((p) => (
          <AssistantProductCard key={p.id} product={p} need={need} action={productAction(p)} />
        ))}
      </ul>
    </section>
  );
}

export function ProvinceSuppliers({
  suppliers,
  province,
  headingId,
}: {
  suppliers: AssistantAnswer['suppliers'];
  province: Need['province'] | undefined;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {province ? `تأمین‌کنندگان در ${province.name}` : 'تأمین‌کنندگان'}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {suppliers.map((s) => (
          <li key={s.id} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
            <Link href={supplierHref(s)} className="text-brand-800 hover:underline">
              {s.name}
            </Link>
            {s.city ? <span className="text-sm text-slate-700"> — {s.city.name}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
