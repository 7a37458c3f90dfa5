import { describe, expect, it } from 'vitest';
import {
  addCategoryPropertyFilter,
  type CategoryPropertyFilter,
  categoryFilterReducer,
  createCategoryFilterState,
  editCategoryPropertyFilter,
  removeCategoryPropertyFilter,
  replaceCategoryPropertyFilter,
  resetCategoryPropertiesFilterChanged,
  syncCategoryPropertyFilters,
} from './category-filter-state';

const pressure: CategoryPropertyFilter = {
  propertyId: 3,
  value: 5,
  maxValue: 20,
  measurementUnitId: null,
  defaultMeasurementUnitDisplayText: 'bar',
};
const material: CategoryPropertyFilter = {
  propertyId: 6,
  value: null,
  maxValue: null,
  measurementUnitId: null,
  defaultMeasurementUnitDisplayText: null,
  options: ['cast_iron'],
};

describe('category property filter state (spec sections 3 and 4)', () => {
  it('starts from the URL’s filters with the changed flag down', () => {
    const state = createCategoryFilterState([pressure]);
    expect(state).toEqual({ selectedCategoryProperties: [pressure], changedCategoryPropertiesFilter: false });
  });

  it('sets the flag on add, remove and replace', () => {
    const base = createCategoryFilterState([pressure]);
    expect(addCategoryPropertyFilter(base, material).changedCategoryPropertiesFilter).toBe(true);
    expect(addCategoryPropertyFilter(base, material).selectedCategoryProperties).toEqual([pressure, material]);
    expect(removeCategoryPropertyFilter(base, 3)).toEqual({
      selectedCategoryProperties: [],
      changedCategoryPropertiesFilter: true,
    });
    const replaced = replaceCategoryPropertyFilter(base, { ...pressure, value: 7 });
    expect(replaced.changedCategoryPropertiesFilter).toBe(true);
    expect(replaced.selectedCategoryProperties[0]?.value).toBe(7);
  });

  it('sets the flag on an edit of value, maxValue or unit', () => {
    const base = createCategoryFilterState([pressure]);
    for (const edit of [{ value: 6 }, { maxValue: 30 }, { measurementUnitId: 17 }]) {
      const state = editCategoryPropertyFilter(base, 3, edit);
      expect(state.changedCategoryPropertiesFilter, JSON.stringify(edit)).toBe(true);
      expect(state.selectedCategoryProperties[0]).toMatchObject(edit);
    }
  });

  it('leaves the state alone when nothing actually changes', () => {
    const base = createCategoryFilterState([pressure]);
    expect(editCategoryPropertyFilter(base, 3, { value: 5 })).toBe(base);
    expect(editCategoryPropertyFilter(base, 99, { value: 1 })).toBe(base);
    expect(replaceCategoryPropertyFilter(base, { ...pressure })).toBe(base);
    expect(removeCategoryPropertyFilter(base, 99)).toBe(base);
  });

  it('adding a filter for a property that has one replaces it in place', () => {
    const state = addCategoryPropertyFilter(createCategoryFilterState([pressure, material]), { ...pressure, value: 1 });
    expect(state.selectedCategoryProperties.map((f) => [f.propertyId, f.value])).toEqual([
      [3, 1],
      [6, null],
    ]);
  });

  it('keeps the flag up through later changes until it is reset explicitly', () => {
    let state = addCategoryPropertyFilter(createCategoryFilterState(), pressure);
    state = editCategoryPropertyFilter(state, 3, { value: 5 }); // no-op edit
    expect(state.changedCategoryPropertiesFilter).toBe(true);
    state = resetCategoryPropertiesFilterChanged(state);
    expect(state).toEqual({ selectedCategoryProperties: [pressure], changedCategoryPropertiesFilter: false });
  });

  it('syncs to what a form holds through the same transitions', () => {
    const base = createCategoryFilterState([pressure, material]);
    expect(syncCategoryPropertyFilters(base, [pressure, material])).toBe(base);

    const edited = syncCategoryPropertyFilters(base, [{ ...pressure, measurementUnitId: 17 }, material]);
    expect(edited.changedCategoryPropertiesFilter).toBe(true);
    expect(edited.selectedCategoryProperties[0]?.measurementUnitId).toBe(17);

    const toggled = syncCategoryPropertyFilters(base, [pressure, { ...material, options: ['cast_iron', 'ss316'] }]);
    expect(toggled.selectedCategoryProperties[1]?.options).toEqual(['cast_iron', 'ss316']);

    expect(syncCategoryPropertyFilters(base, [material]).selectedCategoryProperties).toEqual([material]);
  });

  it('drives useReducer with the same rules', () => {
    let state = categoryFilterReducer(createCategoryFilterState(), { type: 'add', filter: pressure });
    state = categoryFilterReducer(state, { type: 'edit', propertyId: 3, edit: { maxValue: 25 } });
    expect(state.selectedCategoryProperties[0]?.maxValue).toBe(25);
    state = categoryFilterReducer(state, { type: 'resetChanged' });
    expect(state.changedCategoryPropertiesFilter).toBe(false);
    state = categoryFilterReducer(state, { type: 'remove', propertyId: 3 });
    expect(state).toEqual({ selectedCategoryProperties: [], changedCategoryPropertiesFilter: true });
  });
});
