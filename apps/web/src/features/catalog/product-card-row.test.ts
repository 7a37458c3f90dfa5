import { describe, expect, it } from 'vitest';
import { cardsOfRows, type ProductCardData, rowsOfCards } from './product-card-view';

const card: ProductCardData = {
  id: 1534,
  slug: 'سنگ-زنی-محور-و-سطح-تخت-مدل-ll-842',
  title: 'سنگ‌زنی محور و سطح تخت مدل LL-842',
  imageUrl: '/api/v1/files/demo-image-IndustrialService-3',
  highlights: [
    ['زمان تحویل معمول', '۷ d'],
    ['حداکثر طول قطعه', '۳ m'],
  ],
  price: null,
  salesUnit: 'ساعت',
  minOrder: '۲',
  merchant: 'تجهیزات معدنی ماهان‌گستر',
  place: null,
  verification: 'documents',
};

/** A card whose slug is not its title's (renamed after it was published) and who shares one property with `card`. */
const renamed: ProductCardData = {
  ...card,
  id: 1535,
  slug: 'نام-پیشین-محصول',
  title: 'تراش CNC مدل CK-6150',
  highlights: [
    ['حداکثر طول قطعه', '۱٫۵ m'],
    ['دقت', '۰٫۰۱ mm'],
  ],
  price: '۱۲٬۰۰۰٬۰۰۰ ریال',
  place: 'اصفهان',
  verification: 'site_visit',
};

describe("a list's product cards as rows of values (issue 34)", () => {
  it('read back to the same cards, every field in its place, nulls and highlight order kept', () => {
    expect(cardsOfRows(rowsOfCards([card, renamed]))).toEqual([card, renamed]);
    expect(cardsOfRows(rowsOfCards([]))).toEqual([]);
  });

  it("leave out a slug that is the title's own and keep one that is not", () => {
    const { rows } = rowsOfCards([card, renamed]);
    expect(rows[0]?.[1]).toBe(0);
    expect(rows[1]?.[1]).toBe('نام-پیشین-محصول');
  });

  it('name each property the cards share once', () => {
    const { names, rows } = rowsOfCards([card, renamed]);
    expect(names).toEqual(['زمان تحویل معمول', 'حداکثر طول قطعه', 'دقت']);
    expect(rows[1]?.[4]).toEqual([
      [1, '۱٫۵ m'],
      [2, '۰٫۰۱ mm'],
    ]);
  });

  it('carry no key names and no repeated names: far fewer bytes than the cards in the payload', () => {
    const cards = Array.from({ length: 24 }, (_, index) => ({ ...card, id: index + 1 }));
    const saved = JSON.stringify(cards).length - JSON.stringify(rowsOfCards(cards)).length;
    // Key names (~130 characters a card), the slug (33) and two property names (~30) on each of 24 cards.
    expect(saved).toBeGreaterThan(24 * 150);
  });
});
