// The product editor (decision 027): the category's properties, each with the input its type needs (a number
// with a unit picker from the property's quantity, a range, an option, yes/no, text), the price in tomans or
// «استعلام قیمت», minimum order with its unit, images (kept ones with order, alt text and removal; up to three
// new ones), the PDF catalogue (decision 035) and the description. Saved by a server action; the API's errors appear beside each field.
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { FileField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { formatFileSize } from '@/lib/file-size';
import { saveProduct } from './product-actions';
import { ProductBasicsFields } from './product-basics-fields';
import { ProductImagesFields } from './product-images-fields';
import { PropertyInput } from './property-input';
import { QuantityPricingFields } from './quantity-pricing-fields';

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
      <ProductBasicsFields baseProducts={baseProducts} product={product} />
      <QuantityPricingFields product={product} />

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

      <ProductImagesFields product={product} />

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
