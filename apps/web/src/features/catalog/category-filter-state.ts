// The spec's client state of category property filters (section 3: selectedCategoryProperties, each with
// value, maxValue, measurementUnitId and defaultMeasurementUnitDisplayText; changedCategoryPropertiesFilter)
// and its transitions (section 4: any add, remove or replace of a filter, or an edit of its value, maxValue
// or unit, sets the changed flag; only an explicit reset clears it). Pure functions, so the same rules
// serve the server render, the client form and the tests.
import type { PropertyFilter } from '@bazaar/contracts/property-filter';

/** A selected filter: the contract's one filter model, with the symbol its unit selector shows by default. */
export interface CategoryPropertyFilter extends PropertyFilter {
  /** Symbol of the property's default unit, e.g. 'bar'; null for properties without a unit. */
  defaultMeasurementUnitDisplayText: string | null;
}

export interface CategoryFilterState {
  selectedCategoryProperties: CategoryPropertyFilter[];
  changedCategoryPropertiesFilter: boolean;
}

export type CategoryFilterEdit = Partial<Pick<CategoryPropertyFilter, 'value' | 'maxValue' | 'measurementUnitId'>>;

/** State as loaded from the URL: the filters it names, nothing changed yet. */
export function createCategoryFilterState(filters: readonly CategoryPropertyFilter[] = []): CategoryFilterState {
  return { selectedCategoryProperties: [...filters], changedCategoryPropertiesFilter: false };
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export function sameCategoryPropertyFilter(a: CategoryPropertyFilter, b: CategoryPropertyFilter): boolean {
  return (
    a.propertyId === b.propertyId &&
    a.value === b.value &&
    a.maxValue === b.maxValue &&
    a.measurementUnitId === b.measurementUnitId &&
    a.defaultMeasurementUnitDisplayText === b.defaultMeasurementUnitDisplayText &&
    sameList(a.options, b.options) &&
    a.bool === b.bool
  );
}

const changed = (filters: CategoryPropertyFilter[]): CategoryFilterState => ({
  selectedCategoryProperties: filters,
  changedCategoryPropertiesFilter: true,
});

/** Adds a filter at the end; a filter of the same property is replaced in place instead. */
export function addCategoryPropertyFilter(state: CategoryFilterState, filter: CategoryPropertyFilter) {
  const exists = state.selectedCategoryProperties.some((item) => item.propertyId === filter.propertyId);
  if (exists) return replaceCategoryPropertyFilter(state, filter);
  return changed([...state.selectedCategoryProperties, filter]);
}

/** Removes the filter of a property; removing one that is not there changes nothing. */
export function removeCategoryPropertyFilter(state: CategoryFilterState, propertyId: number) {
  const kept = state.selectedCategoryProperties.filter((item) => item.propertyId !== propertyId);
  return kept.length === state.selectedCategoryProperties.length ? state : changed(kept);
}

/** Puts `filter` in place of the filter of the same property (or adds it); an identical one changes nothing. */
export function replaceCategoryPropertyFilter(state: CategoryFilterState, filter: CategoryPropertyFilter) {
  const index = state.selectedCategoryProperties.findIndex((item) => item.propertyId === filter.propertyId);
  if (index === -1) return changed([...state.selectedCategoryProperties, filter]);
  const current = state.selectedCategoryProperties[index];
  if (current && sameCategoryPropertyFilter(current, filter)) return state;
  return changed(state.selectedCategoryProperties.map((item, i) => (i === index ? filter : item)));
}

/** Edits the value, maxValue or unit of a selected filter; an edit that changes nothing leaves the flag alone. */
export function editCategoryPropertyFilter(state: CategoryFilterState, propertyId: number, edit: CategoryFilterEdit) {
  const current = state.selectedCategoryProperties.find((item) => item.propertyId === propertyId);
  if (!current) return state;
  const next = { ...current, ...edit };
  if (sameCategoryPropertyFilter(current, next)) return state;
  return changed(state.selectedCategoryProperties.map((item) => (item.propertyId === propertyId ? next : item)));
}

export function resetCategoryPropertiesFilterChanged(state: CategoryFilterState): CategoryFilterState {
  return state.changedCategoryPropertiesFilter ? { ...state, changedCategoryPropertiesFilter: false } : state;
}

/**
 * Brings the state to `next` (e.g. what a form now holds) through the same transitions a person would
 * make: removes filters that are gone, edits bounds and units, replaces the rest, adds new ones.
 */
export function syncCategoryPropertyFilters(
  state: CategoryFilterState,
  next: readonly CategoryPropertyFilter[],
): CategoryFilterState {
  const wanted = new Set(next.map((filter) => filter.propertyId));
  let result = state;
  for (const filter of state.selectedCategoryProperties) {
    if (!wanted.has(filter.propertyId)) result = removeCategoryPropertyFilter(result, filter.propertyId);
  }
  for (const filter of next) {
    const current = result.selectedCategoryProperties.find((item) => item.propertyId === filter.propertyId);
    if (!current) result = addCategoryPropertyFilter(result, filter);
    else if (sameList(current.options, filter.options) && current.bool === filter.bool) {
      result = editCategoryPropertyFilter(result, filter.propertyId, {
        value: filter.value,
        maxValue: filter.maxValue,
        measurementUnitId: filter.measurementUnitId,
      });
    } else result = replaceCategoryPropertyFilter(result, filter);
  }
  return result;
}

export type CategoryFilterAction =
  | { type: 'add' | 'replace'; filter: CategoryPropertyFilter }
  | { type: 'remove'; propertyId: number }
  | { type: 'edit'; propertyId: number; edit: CategoryFilterEdit }
  | { type: 'sync'; filters: readonly CategoryPropertyFilter[] }
  | { type: 'resetChanged' };

/** For useReducer in the client form. */
export function categoryFilterReducer(state: CategoryFilterState, action: CategoryFilterAction): CategoryFilterState {
  switch (action.type) {
    case 'add':
      return addCategoryPropertyFilter(state, action.filter);
    case 'replace':
      return replaceCategoryPropertyFilter(state, action.filter);
    case 'remove':
      return removeCategoryPropertyFilter(state, action.propertyId);
    case 'edit':
      return editCategoryPropertyFilter(state, action.propertyId, action.edit);
    case 'sync':
      return syncCategoryPropertyFilters(state, action.filters);
    case 'resetChanged':
      return resetCategoryPropertiesFilterChanged(state);
  }
}
