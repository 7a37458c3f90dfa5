// «ویرایش گروهی»: price (tomans or «استعلام قیمت»), availability or publishing of the checked rows or of every
// product of the filter, in one submit.
import type { OwnProductsFilter } from '@bazaar/contracts/own-products';
import { formatNumberFa } from '@bazaar/fa/digits';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Fold } from './fold';
import { AVAILABILITY_OPTIONS, LabelledSelect } from './labelled-select';
import type { ownProductNotice } from './notices';
import { bulkEditProducts } from './product-list-actions';
import { BULK_FORM } from './product-list-view';

export function BulkEditForm({
  merchantId,
  filter,
  total,
  returnTo,
  notice,
}: {
  merchantId: number;
  filter: OwnProductsFilter;
  total: number;
  returnTo: string;
  notice: ReturnType<typeof ownProductNotice>;
}) {
  // Folded to one line until used: the rows' check boxes belong to its form wherever it sits. A bulk outcome
  // (the action returns to #bulk-edit) opens it with its message beside the fields.
  return (
    <section id="bulk-edit" aria-labelledby="bulk-edit-title" className="scroll-mt-24">
      <Fold
        open={notice !== null}
        summary={
          <span className="flex flex-col">
            <span id="bulk-edit-title" className="font-bold text-slate-900">
              ویرایش گروهی
            </span>
            <span className="text-sm font-normal text-slate-700">قیمت، موجودی یا انتشار چند محصول با هم</span>
          </span>
        }
      >
        <div className="px-4 pb-4">
          <NoticeBanner notice={notice} />
          <form id={BULK_FORM} action={bulkEditProducts} noValidate className="mt-3 flex flex-col gap-4">
            <input type="hidden" name="merchantId" value={merchantId} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <input type="hidden" name="q" value={filter.q ?? ''} />
            <input type="hidden" name="filterStatus" value={filter.status ?? ''} />
            <input type="hidden" name="filterAvailability" value={filter.availability ?? ''} />
            <input type="hidden" name="categoryId" value={filter.categoryId ?? ''} />
            <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
              <legend className={labelClass}>روی کدام محصولات؟</legend>
              <label className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="radio" name="scope" value="selected" defaultChecked className="size-4" />
                ردیف‌های علامت‌خورده در همین صفحه
              </label>
              <label className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="radio" name="scope" value="all" className="size-4" />
                همهٔ {formatNumberFa(total)} محصول این فیلتر
              </label>
            </fieldset>
            <div className="grid gap-4 md:grid-cols-3">
              <div className="flex flex-col gap-2">
                <label htmlFor="bulk-price" className={labelClass}>
                  قیمت تازه (تومان)
                </label>
                <input
                  id="bulk-price"
                  name="price"
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={24}
                  autoComplete="off"
                  aria-describedby="bulk-price-hint"
                  className={inputClass(false, 'text-start')}
                />
                <p id="bulk-price-hint" className="text-sm text-slate-700">
                  خالی بگذارید تا قیمت‌ها تغییر نکند.
                </p>
                <label className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input type="checkbox" name="onInquiry" className="size-4" />
                  استعلام قیمت (بدون قیمت)
                </label>
              </div>
              <LabelledSelect
                id="bulk-availability"
                name="availability"
                label="موجودی"
                none="بدون تغییر"
                defaultValue=""
                options={AVAILABILITY_OPTIONS}
              />
              <LabelledSelect
                id="bulk-publish"
                name="publish"
                label="انتشار"
                none="بدون تغییر"
                defaultValue=""
                options={[
                  { value: 'published', label: 'انتشار' },
                  { value: 'draft', label: 'لغو انتشار (پیش‌نویس)' },
                ]}
              />
            </div>
            <button type="submit" className={buttonClass('primary', 'self-start')}>
              اعمال ویرایش گروهی
            </button>
          </form>
        </div>
      </Fold>
    </section>
  );
}
