// The sale cities of the company profile: a province is chosen first (a plain GET of the page), its cities are
// then check boxes in the profile form; cities chosen in other provinces travel along unchanged.
import type { City, Province } from '@bazaar/contracts/geography';
import type { CompanyProfile } from '@bazaar/contracts/supplier-profile';
import { FieldMessage } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { COMPANY_PROFILE_PATH } from './notices';

export function SaleProvincePicker({
  merchantId,
  provinces,
  provinceId,
}: {
  merchantId: number;
  provinces: Province[];
  provinceId: number | null;
}) {
  return (
    <search>
      <form noValidate action={COMPANY_PROFILE_PATH} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="merchantId" value={merchantId} />
        <div className="min-w-56">
          <label htmlFor="sale-province" className={labelClass}>
            استان برای انتخاب شهرهای فروش
          </label>
          <select id="sale-province" name="provinceId" defaultValue={provinceId ?? ''} className={inputClass()}>
            <option value="">انتخاب استان</option>
            {provinces.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          نمایش شهرها
        </button>
      </form>
    </search>
  );
}

export function SaleCitiesFieldset({
  profile,
  provinces,
  shownCities,
}: {
  profile: CompanyProfile;
  provinces: Province[];
  /** The chosen province's cities, shown as check boxes. */
  shownCities: City[];
}) {
  const chosen = new Set(profile.saleCities.map((c) => c.id));
  const shownIds = new Set(shownCities.map((c) => c.id));
  const provinceName = new Map(provinces.map((p) => [p.id, p.name]));
  return (
    <fieldset className="md:col-span-2">
      <legend className={labelClass}>شهرهای فروش و ارسال</legend>
      {profile.saleCities.length ? (
        <p className="text-sm text-slate-700">
          انتخاب‌شده: {profile.saleCities.map((c) => `${c.name} (${provinceName.get(c.provinceId) ?? ''})`).join('، ')}
        </p>
      ) : (
        <p className="text-sm text-slate-700">هنوز شهری انتخاب نشده است.</p>
      )}
      {/* Chosen cities of other provinces travel along unchanged. */}
      {profile.saleCities
        .filter((c) => !shownIds.has(c.id))
        .map((c) => (
          <input key={c.id} type="hidden" name="saleCityIds" value={c.id} />
        ))}
      {shownCities.length ? (
        <ul className="mt-2 grid max-h-72 gap-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-200 sm:grid-cols-2 md:grid-cols-3">
          {shownCities.map((c) => (
            <li key={c.id}>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="saleCityIds"
                  value={c.id}
                  defaultChecked={chosen.has(c.id)}
                  className="size-5"
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">برای افزودن شهر، استان را در بالا برگزینید.</p>
      )}
      <FieldMessage field="saleCityIds" id="company-cities-error" />
    </fieldset>
  );
}
