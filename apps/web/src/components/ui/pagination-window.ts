// Which page numbers a pager shows: the first, the last and a window around the current page.

export type PagerItem = number | 'gap';

/** pageWindow(6, 12) → [1, 'gap', 5, 6, 7, 'gap', 12]; gaps of a single page are filled in instead. */
export function pageWindow(current: number, totalPages: number, radius = 1): PagerItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const pages = new Set([1, totalPages]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

/** Whether `page` exists in a listing of `total` items; page 1 always does (it may be empty). */
export function pageExists(page: number, total: number, pageSize: number): boolean {
  return page === 1 || page <= totalPagesOf(total, pageSize);
}
