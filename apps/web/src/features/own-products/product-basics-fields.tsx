// The product editor's first fields: title, model, the tax system's شناسه کالا/خدمت, availability, base product, the price in tomans or
// «استعلام قیمت», minimum order and sales unit, each with the API's error beside it.
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { AVAILABILITY_OPTIONS, LabelledSelect } from './labelled-select';
import { priceInputValue } from './price-input';
import { plainNumber } from './property-input';

export function ProductBasicsFields({
  baseProducts,
  product,
}: {
  baseProducts: { id: number; name: string; review: string }[];
  product?: EditableProduct;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <label htmlFor="pe-title" className={labelClass}>
          عنوان محصول
        </label>
        <input
          id="pe-title"
          name="title"
          required
          maxLength={150}
          defaultValue={product?.title ?? ''}
          aria-describedby="pe-title-error"
          className={inputClass()}
        />
        <FieldMessage field="title" id="pe-title-error" />
      </div>
      <div>
        <label htmlFor="pe-model" className={labelClass}>
          مدل (با حروف لاتین، اختیاری)
        </label>
        <input
          id="pe-model"
          name="model"
          dir="ltr"
          maxLength={60}
          defaultValue={product?.model ?? ''}
          aria-describedby="pe-model-error"
          className={inputClass(false, 'text-start')}
        />
        <FieldMessage field="model" id="pe-model-error" />
      </div>
      <div>
        <label htmlFor="pe-tax-code" className={labelClass}>
          شناسه کالا/خدمت (سامانه مودیان)
        </label>
        <input
          id="pe-tax-code"
          name="taxCode"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          defaultValue={product?.taxCode ?? ''}
          aria-describedby="pe-tax-code-hint pe-tax-code-error"
          className={inputClass(false, 'text-start')}
        />
        <p id="pe-tax-code-hint" className="mt-1 text-sm text-slate-600">
          شناسهٔ ۱۳ رقمی این کالا یا خدمت در سامانهٔ مودیان؛ روی ردیف صورتحساب رسمی می‌نشیند و بدون آن سامانه صورتحساب را
          نمی‌پذیرد.
        </p>
        <FieldMessage field="taxCode" id="pe-tax-code-error" />
      </div>
      <LabelledSelect
        id="pe-availability"
        name="availability"
        label="موجودی"
        defaultValue={product?.availability ?? 'in_stock'}
        options={AVAILABILITY_OPTIONS}
      />
      <div>
        <label htmlFor="pe-base" className={labelClass}>
          کالای پایه
        </label>
        <select
          id="pe-base"
          name="baseProductId"
          defaultValue={product?.baseProductId ?? ''}
          aria-describedby="pe-base-error"
          className={inputClass()}
        >
          <option value="">بدون کالای پایه</option>
          {baseProducts.map((b) => (
            <option key={b.id} value={b.id} disabled={b.review !== 'approved'}>
              {b.name}
              {b.review !== 'approved' ? ' (در انتظار بررسی)' : ''}
            </option>
          ))}
        </select>
        <FieldMessage field="baseProductId" id="pe-base-error" />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <label htmlFor="pe-price" className={labelClass}>
            قیمت (تومان)
          </label>
          <input
            id="pe-price"
            name="price"
            inputMode="numeric"
            dir="ltr"
            maxLength={24}
            defaultValue={priceInputValue(product?.priceRials ?? null)}
            aria-describedby="pe-price-error"
            className={inputClass()}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            name="onInquiry"
            defaultChecked={product ? product.priceRials === null : false}
            className="size-4"
          />
          استعلام قیمت
        </label>
        <div className="w-full">
          <FieldMessage field="price" id="pe-price-error" />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-36">
          <label htmlFor="pe-moq" className={labelClass}>
            حداقل سفارش
          </label>
          <input
            id="pe-moq"
            name="minOrderQuantity"
            inputMode="decimal"
            dir="ltr"
            defaultValue={plainNumber(product?.minOrderQuantity)}
            aria-describedby="pe-moq-error"
            className={inputClass()}
          />
        </div>
        <div className="w-36">
          <label htmlFor="pe-unit" className={labelClass}>
            واحد فروش
          </label>
          <input
            id="pe-unit"
            name="salesUnit"
            required
            maxLength={30}
            defaultValue={product?.salesUnit ?? 'عدد'}
            aria-describedby="pe-unit-error"
            className={inputClass()}
          />
        </div>
        <div className="w-full">
          <FieldMessage field="minOrderQuantity" id="pe-moq-error" />
          <FieldMessage field="salesUnit" id="pe-unit-error" />
        </div>
      </div>
    </div>
  );
}
