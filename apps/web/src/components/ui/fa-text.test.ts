import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaText } from './fa-text';

const html = (text: string) => renderToStaticMarkup(createElement(FaText, { text }));

describe('FaText', () => {
  it('isolates Latin codes left to right with their Latin digits, and writes Persian numbers in Persian', () => {
    expect(html('شیر توپی API 6D سایز 4 اینچ')).toBe('شیر توپی <bdi dir="ltr">API 6D</bdi> سایز ۴ اینچ');
    expect(html('فلنج ASME B16.5 کلاس 150')).toBe('فلنج <bdi dir="ltr">ASME B16.5</bdi> کلاس ۱۵۰');
    expect(html('پمپ طبقاتی مدل NR-386')).toBe('پمپ طبقاتی مدل <bdi dir="ltr" class="nw">NR-386</bdi>');
  });

  it('keeps a hyphenated code on one line (a short class, no element of its own when the run is the code), while a longer Latin run may still wrap between its words', () => {
    expect(html('PLC سری DVP-SS2 مدل VJ-344')).toBe(
      '<bdi dir="ltr">PLC</bdi> سری <bdi dir="ltr" class="nw">DVP-SS2</bdi> مدل <bdi dir="ltr" class="nw">VJ-344</bdi>',
    );
    expect(html('کابل NYY-J 4x16 mm²')).toContain('<bdi dir="ltr"><span class="nw">NYY-J</span> 4x16');
  });
});
