// Issue 20, item 3: demo pictures match their category. Goods draw the part of their kind, chosen from
// the category's name; a control, a chemical or a helmet never shows an electric motor.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadBaseProducts } from './datasets.js';
import { GOODS_SHAPES, goodsShapeOf, renderProductImage } from './demo-assets.js';

describe('demo goods pictures', () => {
  it('picks the picture of each goods category from its kind', () => {
    const expected: [string, string][] = [
      ['کنترلر PLC', 'panel'],
      ['اینورتر', 'panel'],
      ['ترانسمیتر فشار', 'panel'],
      ['الکتروموتور سه‌فاز', 'motor'],
      ['کمپرسور سانتریفیوژ', 'motor'],
      ['پمپ سانتریفیوژ', 'body'],
      ['شیر برقی', 'body'],
      ['فلنج گلودار', 'body'],
      ['ورق سیاه', 'stock'],
      ['تیرآهن IPE', 'stock'],
      ['روغن و گریس صنعتی', 'drum'],
      ['گرانول پلی‌اتیلن', 'drum'],
      ['کلاه ایمنی', 'safety'],
      ['کفش ایمنی', 'safety'],
      ['بلبرینگ شیار عمیق', 'gear'],
      ['پیچ و مهره استیل', 'gear'],
    ];
    for (const [category, shape] of expected) expect([category, goodsShapeOf(category)]).toEqual([category, shape]);
  });

  it('spreads the demo catalogue over every kind, with no more than a quarter left to the generic part', () => {
    const goods = [
      ...new Set(
        loadBaseProducts()
          .filter((b) => b.categoryType === 'Product')
          .map((b) => b.category),
      ),
    ];
    const shapes = goods.map(goodsShapeOf);
    for (const shape of GOODS_SHAPES) expect(shapes).toContain(shape);
    expect(shapes.filter((shape) => shape === 'gear').length).toBeLessThan(goods.length / 4);
  });

  it('draws a different picture for each kind', async () => {
    const images = await Promise.all(GOODS_SHAPES.map((shape) => renderProductImage(0, 200, shape)));
    const digests = new Set(images.map((bytes) => Buffer.from(bytes).toString('base64')));
    expect(digests.size).toBe(GOODS_SHAPES.length);
    const meta = await sharp(Buffer.from(images[0] as Uint8Array)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });
});
