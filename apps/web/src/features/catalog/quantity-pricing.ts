// A listing's quantity rules in words (decision 045): what the order form says under the quantity.
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import { formatNumberFa } from '@bazaar/fa/digits';

/** «حداقل سفارش ۱۰ عدد؛ در مضرب‌های ۵ عدد؛ قیمت پلکانی از ۵۰ عدد» — empty when the listing asks nothing. */
export function quantityHint(product: Pick<ProductSummary, 'minOrderQuantity' | 'salesUnit' | 'quantityPricing'>) {
  const unit = product.salesUnit;
  const { orderMultiple, priceTiers } = product.quantityPricing;
  return [
    product.minOrderQuantity ? `حداقل سفارش ${formatNumberFa(product.minOrderQuantity)} ${unit}` : '',
    orderMultiple ? `در مضرب‌های ${formatNumberFa(orderMultiple)} ${unit}` : '',
    priceTiers.length > 1
      ? `قیمت پلکانی: ${priceTiers
          .slice(1)
          .map((t) => `از ${formatNumberFa(t.minQuantity)} ${unit}`)
          .join('، ')} ارزان‌تر`
      : '',
  ]
    .filter(Boolean)
    .join('؛ ');
}
