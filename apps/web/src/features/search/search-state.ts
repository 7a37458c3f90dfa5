// The state of /search/{key} lives in the URL: ?sort=&type=&category=&page=&asTyped= (issues 15, 35). Parsing is
// lenient (an unknown value is dropped, never an error page) and links keep every other part.
import { CATEGORY_TYPES, type CategoryType } from '@bazaar/contracts/categories';
import { SEARCH_SORTS, type SearchSort } from '@bazaar/contracts/search';

export interface SearchState {
  sort: SearchSort;
  categoryType?: CategoryType;
  categoryId?: number;
  page: number;
  /** The words as typed, without spelling corrections («جست‌وجو برای … به‌جای آن»). */
  asTyped?: '1';
}

type RawParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseSearchState(params: RawParams): SearchState {
  const sort = first(params.sort);
  const type = first(params.type);
  const category = Number(first(params.category));
  const page = Number(first(params.page));
  return {
    sort: SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : 'relevance',
    categoryType: CATEGORY_TYPES.includes(type as CategoryType) ? (type as CategoryType) : undefined,
    categoryId: Number.isInteger(category) && category > 0 && category < 2 ** 31 ? category : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100 ? page : 1,
    asTyped: first(params.asTyped) === '1' ? '1' : undefined,
  };
}

/** `/search/{key}?…` with `change` applied; a changed filter or sort starts again at page 1. */
export function searchStateHref(key: string, state: SearchState, change: Partial<SearchState> = {}): string {
  const next: SearchState = { ...state, page: 1, ...change };
  const query = new URLSearchParams();
  if (next.sort !== 'relevance') query.set('sort', next.sort);
  if (next.categoryType) query.set('type', next.categoryType);
  if (next.categoryId) query.set('category', String(next.categoryId));
  if (next.page > 1) query.set('page', String(next.page));
  if (next.asTyped) query.set('asTyped', '1');
  const text = query.toString();
  return `/search/${encodeURIComponent(key)}${text ? `?${text}` : ''}`;
}
