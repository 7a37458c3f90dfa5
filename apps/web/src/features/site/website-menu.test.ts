import type { MenuNode } from '@bazaar/contracts/site';
import { describe, expect, it } from 'vitest';
import { footerGroups, headerExtraLinks } from './website-menu';

let nextId = 1;
const item = (title: string, href: string, children: MenuNode[] = []): MenuNode => ({
  id: nextId++,
  title,
  href,
  children,
});

describe('website menus in the shell', () => {
  it('leave out header items the category mega-menu and the account link already offer', () => {
    const tree = [
      item('تجهیزات', '/category/categoryType/Product'),
      item('تأمین‌کنندگان', '/suppliers/Product'),
      item('مقالات', '/contents/1', [item('راهنمای خرید', '/contents/label/راهنمای خرید')]),
      item('حساب', '/profile'),
      item('کیف پول', '/profile/wallet'),
      item('فروش در بازار صنعت', '/profile/supplier-registration'),
      item('ویدئوها', '/videos'),
    ];
    const extra = headerExtraLinks(tree);
    // The way to become a supplier stays: a visitor who wants to sell looks for it in the header.
    expect(extra.map((link) => link.title)).toEqual(['تأمین‌کنندگان', 'مقالات', 'فروش در بازار صنعت', 'ویدئوها']);
    expect(extra[1]?.children.map((link) => link.href)).toEqual(['/contents/label/راهنمای خرید']);
  });

  it('drop links that are neither same-site paths nor http(s)', () => {
    const tree = [item('بد', 'javascript:alert(1)'), item('خوب', '/faq')];
    expect(headerExtraLinks(tree).map((link) => link.title)).toEqual(['خوب']);
  });

  it('turn each footer item into a group of its children, or of itself when it has none', () => {
    const groups = footerGroups([
      item('پشتیبانی', '/faq', [item('سؤالات متداول', '/faq'), item('بازخورد', '/feedback')]),
      item('درباره ما', '/page/about'),
    ]);
    expect(groups.map((group) => [group.title, group.links.map((link) => link.href)])).toEqual([
      ['پشتیبانی', ['/faq', '/feedback']],
      ['درباره ما', ['/page/about']],
    ]);
  });
});
