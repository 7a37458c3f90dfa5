import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaText } from './fa-text';

const html = (text: string) => renderToStaticMarkup(createElement(FaText, { text }));

describe('FaText', () => {
  it('isolates Latin codes left to right with their Latin digits, and writes Persian numbers in Persian', () => {
    expect(html('شیر توپی API 6D سایز 4 اینچ')).toBe('شیر توپی <bdi dir="ltr">API 6D</bdi> سایز ۴ اینچ');
    expect(html('فلنج ASME B16.5 کلاس 150')).toBe('فلنج <bdi dir="ltr">ASME B16.5</bdi> کلاس ۱۵۰');
    expect(html('پمپ طبقاتی مدل NR-386')).toBe('پمپ طبقاتی مدل <bdi dir="ltr">NR-386</bdi>');
  });
});
