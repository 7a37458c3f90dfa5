import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml, toPlainText } from './sanitize.js';

describe('sanitizeRichHtml', () => {
  it('removes scripts, event handlers, iframes and javascript: links', () => {
    const dirty =
      '<h2 onclick="x()">عنوان</h2><script>alert(1)</script><p>متن <img src="https://x.ir/a.png" onerror="alert(2)"></p>' +
      '<a href="javascript:alert(3)">پیوند</a><iframe src="https://evil.example"></iframe><p style="color:red">سبک</p>' +
      '<a href="JaVaScRiPt:alert(4)">دوم</a><svg><script>alert(5)</script></svg>';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|javascript:|style=|<svg/i);
    expect(clean).toContain('<h2>عنوان</h2>');
    expect(clean).toContain('<img src="https://x.ir/a.png" />');
  });

  it('keeps the article structure and marks external links', () => {
    const clean = sanitizeRichHtml(
      '<table><thead><tr><th scope="col">الف</th></tr></thead></table><a href="https://iso.org">ISO</a><a href="/faq">پرسش‌ها</a>',
    );
    expect(clean).toContain('<th scope="col">الف</th>');
    expect(clean).toContain('<a href="https://iso.org" rel="nofollow noopener noreferrer" target="_blank">ISO</a>');
    expect(clean).toContain('<a href="/faq">پرسش‌ها</a>');
  });
});

describe('toPlainText', () => {
  it('keeps the words of a comment and drops every tag', () => {
    expect(toPlainText('<b>عالی</b> بود <script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('عالی بود');
    expect(toPlainText('قیمت < ۱۰۰ و > ۵۰')).toBe('قیمت < ۱۰۰ و > ۵۰');
  });

  it('keeps typed entities as literal characters instead of decoding them into markup', () => {
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(toPlainText('&amp;lt;img src=x&amp;gt; &#60;b&#62; &quot;')).toBe(
      '&amp;lt;img src=x&amp;gt; &#60;b&#62; &quot;',
    );
  });

  it('never returns a tag opening, however the markup is nested or broken', () => {
    const hostile = [
      '<<img src=x>img src=x onerror=alert(1)>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<svg/onload=alert(1)>متن',
      '</textarea><img src=x onerror=alert(1)>',
      '<<a>a href=javascript:alert(1)>x',
      '<?xml version="1.0"?><x>',
      '<img src=x onerror=alert(1)',
    ];
    for (const input of hostile) expect(toPlainText(input)).not.toMatch(/<[A-Za-z!/?]/);
  });

  it('returns Persian text with ZWNJ, punctuation and line breaks unchanged, without control characters', () => {
    const persian = 'می‌خواهم بدانم: قیمت «پمپ ۳ اینچ» چند است؟ (با تشکر!) — ۱۲٬۵۰۰ تومان؛ ممنون.\nخط دوم، ۴۰٪ تخفیف.';
    expect(toPlainText(persian)).toBe(persian);
    expect(toPlainText('سلام\u0000\u0007 دنیا\u202E!\r\nخط')).toBe('سلام دنیا!\nخط');
  });
});
