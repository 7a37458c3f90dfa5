'use client';
// The editor a chip of the understood need opens: the property's options (loaded for the category), yes or
// no, or a value or range in the property's unit; applying re-runs the query, Escape closes it.
import type { NeedFilter } from '@bazaar/contracts/assistant';
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { parseNumberInput } from '@bazaar/fa/number-input';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function FilterEditor({
  filter,
  categoryId,
  onApply,
  onRemove,
  onClose,
}: {
  filter: NeedFilter;
  categoryId: number;
  onApply: (f: NeedFilter) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [property, setProperty] = useState<CategoryProperty | null>(null);
  const [value, setValue] = useState(filter.value !== null ? toPersianDigits(filter.value) : '');
  const [min, setMin] = useState(filter.min !== null ? toPersianDigits(filter.min) : '');
  const [max, setMax] = useState(filter.max !== null ? toPersianDigits(filter.max) : '');
  const [options, setOptions] = useState(filter.options.map((o) => o.key));
  const [bool, setBool] = useState(filter.bool ?? true);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement | HTMLSelectElement | null>(null);
  const setFirst = (el: HTMLInputElement | HTMLSelectElement | null) => {
    first.current = el;
  };

  useEffect(() => {
    first.current?.focus();
    if (filter.type !== 'option') return;
    import('./assistant-browser-api')
      .then((module) => module.browserCatalogApi.properties({ params: { id: categoryId } }))
      .then((list) => setProperty(list.find((p) => p.id === filter.propertyId) ?? null))
      .catch(() => setProperty(null));
  }, [categoryId, filter.propertyId, filter.type]);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (filter.type === 'option') {
      const all = property?.options ?? filter.options;
      const chosen = all.filter((o) => options.includes(o.key));
      if (!chosen.length) return setError('دست‌کم یک گزینه را انتخاب کنید.');
      return onApply({ ...filter, options: chosen });
    }
    if (filter.type === 'boolean') return onApply({ ...filter, bool });
    const v = parseNumberInput(value);
    const lo = parseNumberInput(min);
    const hi = parseNumberInput(max);
    if (v === null && lo === null && hi === null) return setError('یک مقدار یا بازه بنویسید.');
    if (lo !== null && hi !== null && lo > hi) return setError('حداقل باید از حداکثر کمتر باشد.');
    onApply({ ...filter, value: v, min: v === null ? lo : null, max: v === null ? hi : null });
  }

  const unit = filter.unit ? ` (${filter.unit.symbol})` : '';
  return (
    <form
      onSubmit={apply}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="mt-2 flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-300"
      aria-label={`ویرایش ${filter.name}`}
    >
      {filter.type === 'option' ? (
        <fieldset>
          <legend className={labelClass}>{filter.name}</legend>
          <div className="flex flex-wrap gap-3">
            {(property?.options ?? filter.options).map((o, index) => (
              <label key={o.key} className="inline-flex min-h-11 items-center gap-2">
                <input
                  ref={index === 0 ? setFirst : undefined}
                  type="checkbox"
                  checked={options.includes(o.key)}
                  onChange={(e) =>
                    setOptions((list) => (e.target.checked ? [...list, o.key] : list.filter((k) => k !== o.key)))
                  }
                />
                {toPersianDigitsInText(o.label)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : filter.type === 'boolean' ? (
        <div>
          <label htmlFor={`${id}-bool`} className={labelClass}>
            {filter.name}
          </label>
          <select
            id={`${id}-bool`}
            ref={setFirst}
            className={inputClass()}
            value={bool ? 'true' : 'false'}
            onChange={(e) => setBool(e.target.value === 'true')}
          >
            <option value="true">بله</option>
            <option value="false">خیر</option>
          </select>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-value`} className={labelClass}>
              حدود{unit}
            </label>
            <input
              id={`${id}-value`}
              ref={setFirst}
              inputMode="decimal"
              className={inputClass()}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-min`} className={labelClass}>
              حداقل{unit}
            </label>
            <input
              id={`${id}-min`}
              inputMode="decimal"
              className={inputClass()}
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className={labelClass}>
              حداکثر{unit}
            </label>
            <input
              id={`${id}-max`}
              inputMode="decimal"
              className={inputClass()}
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')}>
          اعمال
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onRemove}>
          حذف این ویژگی
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onClose}>
          انصراف
        </button>
      </div>
    </form>
  );
}
