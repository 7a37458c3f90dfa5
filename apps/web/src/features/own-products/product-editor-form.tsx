// The product editor (decision 027): the category's properties, each with the input its type needs (a number
// with a unit picker from the property's quantity, a range, an option, yes/no, text), the price in tomans or
// «استعلام قیمت», minimum order with its unit, images (kept ones with order, alt text and removal; up to three
// new ones), the PDF catalogue (decision 035) and the description. Saved by a server action; the API's errors appear beside each field.
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { toPersianDigits } from '@bazaar/fa/digits';
import { FileField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { formatFileSize } from '@/lib/file-size';
import { AVAILABILITY_OPTIONS, LabelledSelect } from './labelled-select';
import { priceInputValue } from './price-input';
import { saveProduct } from './product-actions';

const plain = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function PropertyInput({ property, value }: { property: CategoryProperty; value?: EditableProduct['values'][number] }) {
  const at = `prop.${property.id}`;
  const id = `p-${property.id}`;
  const describedBy = `${id}-error${property.hint ? ` ${id}-hint` : ''}`;
  const unitPicker =
    property.quantity && property.units.length > 0 ? (
      <div className="w-36">
        <label htmlFor={`${id}-unit`} className={labelClass}>
          یکای {property.name}
        </label>
        <select
          id={`${id}-unit`}
          name={`${at}.unit`}
          defaultValue={value?.unitId ?? property.defaultUnit?.id ?? ''}
          className={inputClass()}
        >
          {property.units.map((u) => (
            <option key={u.id} value={u.id}>
              {`${u.name} (${u.symbol})`}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  let control: React.ReactNode;
  switch (property.type) {
    case 'number':
      control = (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-40">
            <label htmlFor={id} className={labelClass}>
              {property.name}
            </label>
            <input
              id={id}
              name={`${at}.value`}
              inputMode="decimal"
              dir="ltr"
              defaultValue={plain(value?.value)}
              aria-describedby={describedBy}
              className={inputClass()}
            />
          </div>
          {unitPicker}
        </div>
      );
      break;
    case 'range':
      control = (
        <fieldset className="flex flex-wrap items-end gap-2" aria-describedby={describedBy}>
          <legend className={labelClass}>{property.name}</legend>
          <div className="w-32">
            <label htmlFor={id} className={labelClass}>
              از
            </label>
            <input
              id={id}
              name={`${at}.value`}
              inputMode="decimal"
              dir="ltr"
              defaultValue={plain(value?.value)}
              className={inputClass()}
            />
          </div>
          <div className="w-32">
            <label htmlFor={`${id}-max`} className={labelClass}>
              تا
            </label>
            <input
              id={`${id}-max`}
              name={`${at}.max`}
              inputMode="decimal"
              dir="ltr"
              defaultValue={plain(value?.maxValue)}
              className={inputClass()}
            />
          </div>
          {unitPicker}
        </fieldset>
      );
      break;
    case 'option':
      control = (
        <div className="w-64">
          <label htmlFor={id} className={labelClass}>
            {property.name}
          </label>
          <select
            id={id}
            name={`${at}.option`}
            defaultValue={value?.optionKey ?? ''}
            aria-describedby={describedBy}
            className={inputClass()}
          >
            <option value="">—</option>
            {property.options.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
      break;
    case 'boolean':
      control = (
        <fieldset aria-describedby={describedBy}>
          <legend className={labelClass}>{property.name}</legend>
          <div className="flex gap-4">
            {[
              ['', 'نامشخص'],
              ['true', 'بله'],
              ['false', 'خیر'],
            ].map(([v, label]) => (
              <label key={v} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${at}.bool`}
                  value={v}
                  defaultChecked={
                    (value?.boolValue === null || value?.boolValue === undefined ? '' : String(value.boolValue)) === v
                  }
                  className="size-4"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      );
      break;
    default:
      control = (
        <div>
          <label htmlFor={id} className={labelClass}>
            {property.name}
          </label>
          <input
            id={id}
            name={`${at}.text`}
            maxLength={300}
            defaultValue={value?.textValue ?? ''}
            aria-describedby={describedBy}
            className={inputClass()}
          />
        </div>
      );
  }
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      {control}
      {property.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {property.hint}
        </p>
      ) : null}
      <FieldMessage field={at} id={`${id}-error`} />
    </div>
  );
}

export function ProductEditorForm({
  merchantId,
  categoryId,
  properties,
  baseProducts,
  product,
}: {
  merchantId: number;
  categoryId: number;
  properties: CategoryProperty[];
  baseProducts: { id: number; name: string; review: string }[];
  product?: EditableProduct;
}) {
  const storedValue = (id: number) => product?.values.find((v) => v.propertyId === id);
  return (
    <ActionForm
      action={saveProduct}
      encType="multipart/form-data"
      className="flex flex-col gap-5"
      label="ویرایشگر محصول"
    >
      <FormMessage />
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      <input type="hidden" name="merchantId" value={merchantId} />
      <input type="hidden" name="categoryId" value={categoryId} />
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
              defaultValue={plain(product?.minOrderQuantity)}
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

      <section aria-labelledby="pe-props" className="flex flex-col gap-3">
        <h2 id="pe-props" className="text-lg font-bold text-slate-900">
          ویژگی‌ها
        </h2>
        {properties.length === 0 ? <p className="text-slate-700">این دسته‌بندی ویژگی تعریف‌شده‌ای ندارد.</p> : null}
        <div className="grid gap-3 md:grid-cols-2">
          {properties.map((p) => (
            <PropertyInput key={p.id} property={p} value={storedValue(p.id)} />
          ))}
        </div>
      </section>

      <section aria-labelledby="pe-images" className="flex flex-col gap-3">
        <h2 id="pe-images" className="text-lg font-bold text-slate-900">
          تصاویر
        </h2>
        {product?.images.length ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {product.images.map((image, i) => (
              <li key={image.fileId} className="flex gap-3 rounded-lg bg-slate-50 p-3">
                {/* biome-ignore lint/performance/noImgElement: a stored upload served by the API */}
                <img src={image.url} alt={image.alt} className="size-20 rounded object-cover" />
                <input type="hidden" name="image.fileId" value={image.fileId} />
                <div className="flex flex-1 flex-col gap-2">
                  <label className="text-sm">
                    متن جایگزین تصویر {toPersianDigits(i + 1)}
                    <input name="image.alt" defaultValue={image.alt} maxLength={150} className={inputClass()} />
                  </label>
                  <div className="flex gap-3">
                    <label className="text-sm">
                      ترتیب
                      <input
                        name="image.order"
                        defaultValue={i + 1}
                        inputMode="numeric"
                        dir="ltr"
                        className={inputClass(false, 'w-20')}
                      />
                    </label>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="image.remove" value={image.fileId} className="size-4" />
                      حذف
                    </label>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid gap-3 md:grid-cols-3">
          {[0, 1, 2].map((slot) => (
            <div key={slot} className="rounded-lg bg-slate-50 p-3">
              <label htmlFor={`pe-new-${slot}`} className={labelClass}>
                تصویر تازهٔ {toPersianDigits(slot + 1)}
              </label>
              <input
                id={`pe-new-${slot}`}
                name={`newImage.${slot}`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="text-sm"
              />
              <label htmlFor={`pe-new-${slot}-alt`} className={labelClass}>
                متن جایگزین تصویر تازهٔ {toPersianDigits(slot + 1)}
              </label>
              <input id={`pe-new-${slot}-alt`} name={`newImage.${slot}.alt`} maxLength={150} className={inputClass()} />
            </div>
          ))}
        </div>
        <FieldMessage field="images" id="pe-images-error" />
      </section>

      <section aria-labelledby="pe-catalogue" className="flex flex-col gap-3">
        <h2 id="pe-catalogue" className="text-lg font-bold text-slate-900">
          کاتالوگ محصول
        </h2>
        <FileField
          id="pe-catalogue-file"
          name="catalogue"
          field="catalogFileId"
          label="کاتالوگ محصول (PDF)"
          accept="application/pdf"
          hint="فایل PDF تا ۱۰ مگابایت. فایل تازه جای فایل کنونی را می‌گیرد. تا محصول منتشر نشده، کاتالوگ فقط برای شما و همکارانتان قابل دریافت است."
          current={
            product?.catalog
              ? {
                  url: product.catalog.url,
                  label: `${product.catalog.fileName} (${formatFileSize(product.catalog.sizeBytes)})`,
                  image: false,
                }
              : null
          }
          removeName="removeCatalogue"
        />
      </section>

      <div>
        <label htmlFor="pe-description" className={labelClass}>
          توضیحات
        </label>
        <textarea
          id="pe-description"
          name="description"
          rows={5}
          maxLength={5000}
          defaultValue={product?.description ?? ''}
          aria-describedby="pe-description-error"
          className={inputClass()}
        />
        <FieldMessage field="description" id="pe-description-error" />
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="submit" name="status" value="published" className={buttonClass('primary')}>
          ذخیره و انتشار
        </button>
        <button type="submit" name="status" value="draft" className={buttonClass('secondary')}>
          ذخیره به‌صورت پیش‌نویس
        </button>
      </div>
    </ActionForm>
  );
}
