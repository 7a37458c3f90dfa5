// Search constants the browser needs without the schemas (the header combobox ships on every page, so it
// stays free of zod): limits, the suggestions path, and the Persian headings of the groups.

/** Suggestions start after this many letters (the header box asks only then). */
export const SUGGEST_MIN_LENGTH = 2;
/** At most this many suggestions in all groups together. */
export const SUGGEST_MAX_ITEMS = 10;
export const SEARCH_MAX_LENGTH = 100;
/** Below /api/v1. */
export const SUGGESTIONS_PATH = '/searches/suggestions';
export const SEARCH_HITS_PATH = '/searches/hits';

export const SUGGESTION_KINDS = ['category', 'product', 'supplier', 'article', 'popular'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Persian headings of the suggestion groups and result sections. */
export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  category: 'دسته‌بندی‌ها',
  product: 'محصولات و خدمات',
  supplier: 'تأمین‌کنندگان',
  article: 'مقاله‌ها',
  popular: 'جستجوهای پرتکرار',
};
