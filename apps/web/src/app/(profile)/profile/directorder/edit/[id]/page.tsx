// /profile/directorder/edit/{id}: the direct-order form. `new?product={id}` starts one from a product page;
// a number edits the buyer's own order (an answered or waiting one goes back to draft when saved). Items,
// quantity in the product's unit, target price in tomans, delivery date (Jalali), an address from the
// address book, payment terms and a description; a plain form to a server action.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { parseNumberInput } from '@bazaar/fa/number-input';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { orLogin } from '@/features/auth/session.server';
import { getProductOrNotFound, listProducts } from '@/features/catalog/catalog-api.server';
import { quantityHint } from '@/features/catalog/quantity-pricing';
import { loadCompanyOrder } from '@/features/companies/companies-data.server';
import { CompanyOrderFields } from '@/features/companies/company-order-fields';
import { myCompanyRole } from '@/features/companies/company-reference.server';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { ChooseOrderProduct } from '@/features/trade/choose-order-product';
import { DirectOrderForm } from '@/features/trade/direct-order-form';
import { tradeNotice } from '@/features/trade/notices';
import type { DirectOrderRow } from '@/features/trade/order-item-fields';
import { loadTradeRequest, tradeApi } from '@/features/trade/trade-data.server';
import {
  DIRECT_ORDERS_PATH,
  directOrderInfoHref,
  editDirectOrderHref,
  newDirectOrderHref,
} from '@/features/trade/trade-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'سفارش مستقیم', robots: { index: false, follow: false } };

export default async function EditDirectOrderPage({
  params,
  searchParams,
}: PageProps<'/profile/directorder/edit/[id]'>) {
  const segment = (await params).id;
  const query = await searchParams;
  let existing: TradeRequest | null = null;
  let rows: DirectOrderRow[];
  let path: string;
  let sample = false;
  let hints: Record<number, string> = {};
  const supplierParam = firstParam(query.supplier);
  if (segment === 'new' && supplierParam !== undefined && firstParam(query.product) === undefined) {
    // `new?supplier={id}` (the supplier page's button): the buyer picks the product to order first.
    if (parsePublicId(supplierParam) === null) notFound();
    const supplier = await getSupplierOrNotFound(supplierParam);
    const products = await listProducts({ merchantId: supplier.id, page: 1, pageSize: 50 });
    return <ChooseOrderProduct supplierName={supplier.name} products={products.items} />;
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
    // `&kind=sample` (the product page's «سفارش نمونه»): only where the listing offers samples.
    sample = firstParam(query.kind) === 'sample' && product.quantityPricing.samplePriceRials !== null;
    hints = { [product.id]: quantityHint(product) };
    path = `${newDirectOrderHref(product.id, prefill)}${sample ? '&kind=sample' : ''}`;
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
    sample = existing.kind === 'sample';
  }
  const api = await tradeApi(path);
  const [addresses, company] = await Promise.all([orLogin(api.addresses.list(), path), myCompanyRole()]);
  // A member may send the company's order to an address another member shared with it (decision 058).
  const sharedAddresses = company ? await orLogin(api.addresses.company(), path) : [];
  // A company member's order carries the company's PO number and cost centre (decision 044).
  const companyOrder = company && existing ? await loadCompanyOrder(existing.id, path) : null;
  const title = existing
    ? `ویرایش سفارش شمارهٔ ${toPersianDigits(existing.id)}`
    : sample
      ? 'سفارش نمونهٔ تازه'
      : 'سفارش مستقیم تازه';
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
          سفارش پس از ذخیره پیش‌نویس است؛ با «ارسال برای تأمین‌کننده» به دست او می‌رسد و پس از تأیید قیمت، با «پرداخت امن
          مبلغ سفارش» منتشر می‌شود: یک پرداخت برای کالا، ارسال، مالیات و کارمزد انتشار طرح شما، اگر داشته باشد.
        </p>
      </header>
      <NoticeBanner notice={tradeNotice(query.notice)} />
      <DirectOrderForm
        existing={existing}
        rows={rows}
        addresses={addresses}
        sharedAddresses={sharedAddresses}
        selectedAddress={selectedAddress}
        sample={sample}
        hints={hints}
        companyFields={
          company ? (
            <CompanyOrderFields
              companyName={company.name}
              poNumber={companyOrder?.poNumber}
              costCentre={companyOrder?.costCentre}
            />
          ) : null
        }
      />
    </div>
  );
}
