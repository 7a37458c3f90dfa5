// Visitors' comments are plain text: whatever markup one contains reaches the page as text, so nothing
// in it can run (the API strips tags too; this is the second line of defence).
import type { PageComment } from '@bazaar/contracts/content-comments';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommentThread } from './comment-thread';

const HOSTILE =
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';

const comment = (id: number, body: string, replies: PageComment[] = []): PageComment => ({
  id,
  parentId: null,
  authorName: '<b>نام</b>',
  body,
  likeCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  pending: false,
  replies,
});

function render(comments: PageComment[]) {
  return renderToStaticMarkup(createElement(CommentThread, { pageId: 1, comments }));
}

describe('comment threads', () => {
  it('render markup in a comment or a reply as inert text', () => {
    const html = render([comment(1, HOSTILE, [comment(2, HOSTILE)])]);
    for (const tag of ['<img', '<script', '<iframe', '<a ', '<b>']) expect(html).not.toContain(tag);
    expect(html).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;نام&lt;/b&gt;');
  });

  it('nest replies inside their comment and date them in Jalali with Persian digits', () => {
    const html = render([comment(1, 'اول', [comment(2, 'پاسخ')])]);
    expect(html).toMatch(/<li id="comment-1">.*<ol aria-label="پاسخ‌ها"[^>]*>.*<li id="comment-2">/s);
    expect(html).toContain('۲۹ آبان ۱۴۰۵، ۱۳:۳۰');
  });

  it('mark a comment that waits for moderation, and offer no reply in the shared markup (issues 20, 34)', () => {
    const waiting = { ...comment(3, 'دیدگاه من'), pending: true };
    const html = renderToStaticMarkup(
      createElement(CommentThread, { pageId: 1, comments: [comment(1, 'تأییدشده'), waiting] }),
    );
    expect(html.match(/در انتظار تأیید/g)).toHaveLength(1);
    expect(html).toMatch(/<li id="comment-3">.*data-pending="true".*در انتظار تأیید/s);
    // Replying needs a signed-in visitor, known only in the browser (decision 064): the shared page has no form.
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('<textarea');
  });
});
