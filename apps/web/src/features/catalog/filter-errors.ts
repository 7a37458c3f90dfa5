// Turns the API's 400 answer to a product list query into messages shown next to the controls that caused
// them: `query.filters.{i}.{field}` belongs to the i-th filter sent, `query.minPrice`/`maxPrice` to the
// price range; anything else is shown above the list.
import type { ApiProblem } from '@bazaar/api-client/api-error';
import type { CategoryPropertyFilter } from './category-filter-state';

/** Which control of a filter a message is about. */
export type FilterControl = 'value' | 'maxValue' | 'measurementUnitId' | 'options' | 'bool' | 'propertyId';

export interface FilterFieldError {
  control: FilterControl;
  message: string;
}

export interface ProductListErrors {
  /** By property id. */
  filters: Map<number, FilterFieldError[]>;
  price: { min?: string; max?: string };
  /** Messages no control owns (e.g. a malformed sort), or the problem's detail when it named no field. */
  general: string[];
}

const FILTER_FIELD = /^query\.filters\.(\d+)\.(value|maxValue|measurementUnitId|options|bool|propertyId)(?:\.|$)/;

export function productListErrorsOf(
  problem: ApiProblem | undefined,
  filters: readonly CategoryPropertyFilter[],
): ProductListErrors {
  const errors: ProductListErrors = { filters: new Map(), price: {}, general: [] };
  for (const error of problem?.errors ?? []) {
    const match = FILTER_FIELD.exec(error.field);
    const filter = match ? filters[Number(match[1])] : undefined;
    if (match && filter) {
      const list = errors.filters.get(filter.propertyId) ?? [];
      list.push({ control: match[2] as FilterControl, message: error.message });
      errors.filters.set(filter.propertyId, list);
    } else if (error.field === 'query.minPrice') errors.price.min = error.message;
    else if (error.field === 'query.maxPrice') errors.price.max = error.message;
    else errors.general.push(error.message);
  }
  if (problem && !problem.errors?.length) errors.general.push(problem.detail ?? problem.title);
  return errors;
}

export function hasProductListErrors(errors: ProductListErrors | null): errors is ProductListErrors {
  return (
    errors !== null &&
    (errors.filters.size > 0 ||
      errors.price.min !== undefined ||
      errors.price.max !== undefined ||
      errors.general.length > 0)
  );
}
