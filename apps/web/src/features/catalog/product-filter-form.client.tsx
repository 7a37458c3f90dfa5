'use client';
// Progressive enhancement of the product filter form. Without JavaScript it is a plain GET form (the long
// `f.12.min=…` URL form). With it: choices in lists, checkboxes and radios apply at once, typed bounds on
// Enter or the button; the URL is written in the compact form; the page updates in place, keeping focus on
// the control that was used. The spec's filter state (category-filter-state.ts) tracks whether the
// property filters changed; while a change is on its way the form says so to assistive technology.
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useMemo, useReducer, useRef, useTransition } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { announceNavigation } from '@/lib/navigation-events';
import { categoryFilterReducer, createCategoryFilterState } from './category-filter-state';
import { type FilterFieldRow, fieldsOfRows, filterableOfFields } from './filter-field-properties';
import { searchParamsToFilters } from './product-filter-url';
import { productListHref, readProductListState } from './product-list-params';
import { FilterFields, type FilterFieldsProps } from './property-filter-fields';

interface ProductFilterFormProps {
  id: string;
  /**
   * The list's own path, from the server: a cached list is rendered under its rewritten route, where
   * usePathname() on the server names that route instead of the address the visitor asked for.
   */
  listPath: string;
  /** Accessible name of the form landmark. */
  label: string;
  /**
   * The fields, drawn here: their properties are also the form's reading of the URL (filterableOfFields),
   * so the page's payload carries them once (issue 34).
   */
  fields: Omit<FilterFieldsProps, 'properties'> & { properties: FilterFieldRow[] };
  /** The list's current query string (without '?'), to skip navigating to where we are. */
  currentQuery: string;
  className?: string;
}

/** The control to focus once the next list has rendered (the form remounts with it), as a selector. */
let focusAfterNavigation: string | null = null;

/** How to find `element` again in the remounted form: by its id, or a choice (which has none) by name and value. */
function focusSelector(element: Element | null): string | null {
  if (!(element instanceof HTMLElement)) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  if (element instanceof HTMLInputElement && element.name)
    return `input[name="${CSS.escape(element.name)}"][value="${CSS.escape(element.value)}"]`;
  return null;
}

const AUTO_APPLY = new Set(['select-one', 'checkbox', 'radio']);

export function ProductFilterForm({
  id,
  listPath: pathname,
  label,
  fields,
  currentQuery,
  className,
}: ProductFilterFormProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const properties = useMemo(() => fieldsOfRows(fields.properties), [fields.properties]);
  const schema = useMemo(() => filterableOfFields(properties), [properties]);
  const [state, dispatch] = useReducer(categoryFilterReducer, fields.filters, createCategoryFilterState);

  function apply(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    const next = readProductListState(params, schema);
    if (!next) return;
    dispatch({ type: 'sync', filters: searchParamsToFilters(params, schema) });
    const href = productListHref(pathname, { ...next, page: 1 }, schema);
    if (href === (currentQuery ? `${pathname}?${currentQuery}` : pathname)) return;
    focusAfterNavigation = focusSelector(document.activeElement);
    announceNavigation(href);
    startTransition(() => router.push(href, { scroll: false }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  // Controls may sit outside the <form> (the sort list above the results uses the `form` attribute), so
  // listen where every change event ends up.
  // No dependency list on purpose: `apply` reads this render's props, so the listener is renewed each render.
  useEffect(() => {
    function onChange(event: Event) {
      const control = event.target as HTMLInputElement | HTMLSelectElement | null;
      const form = formRef.current;
      if (!form || !control || control.form !== form || !AUTO_APPLY.has(control.type)) return;
      if (!form.reportValidity()) return;
      apply(form);
    }
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  });

  // The new list has arrived (or the navigation was dropped): the change is applied, lower the flag.
  useEffect(() => {
    if (!pending) dispatch({ type: 'resetChanged' });
  }, [pending]);

  useEffect(() => {
    if (!focusAfterNavigation) return;
    document.querySelector<HTMLElement>(focusAfterNavigation)?.focus({ preventScroll: true });
    focusAfterNavigation = null;
  }, []);

  return (
    <form
      ref={formRef}
      id={id}
      method="get"
      action={pathname}
      // Once for all its number fields (and the sort list that belongs to it), not on each of them.
      autoComplete="off"
      aria-label={label}
      aria-busy={pending}
      onSubmit={submit}
      className={className}
    >
      <FilterFields {...fields} properties={properties} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={buttonClass('primary')}>
          {pending ? 'در حال اعمال…' : 'اعمال فیلترها'}
        </button>
        <p role="status" className="text-sm text-slate-700">
          {pending && state.changedCategoryPropertiesFilter ? 'فیلترها تغییر کرد؛ نتایج به‌روز می‌شود…' : null}
        </p>
      </div>
    </form>
  );
}
