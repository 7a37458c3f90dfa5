// «تصاویر» of the product editor: the kept images (order, alt text, removal) and up to three new ones.
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { toPersianDigits } from '@bazaar/fa/digits';
import { FieldMessage } from '@/components/ui/action-form.client';
import { FileInput } from '@/components/ui/file-input.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function ProductImagesFields({ product }: { product?: EditableProduct }) {
  return (
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
            <FileInput id={`pe-new-${slot}`} name={`newImage.${slot}`} accept="image/jpeg,image/png,image/webp" />
            <label htmlFor={`pe-new-${slot}-alt`} className={labelClass}>
              متن جایگزین تصویر تازهٔ {toPersianDigits(slot + 1)}
            </label>
            <input id={`pe-new-${slot}-alt`} name={`newImage.${slot}.alt`} maxLength={150} className={inputClass()} />
          </div>
        ))}
      </div>
      <FieldMessage field="images" id="pe-images-error" />
    </section>
  );
}
