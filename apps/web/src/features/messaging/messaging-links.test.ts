import { describe, expect, it } from 'vitest';
import { MESSAGE_DRAFT_MAX_LENGTH, parseDraft, priceInquiryHref } from './messaging-links';

describe('«استعلام قیمت» links', () => {
  it('open the conversation about the product with a prepared question in the composer', () => {
    const url = new URL(priceInquiryHref(66, 'پمپ طبقاتی مدل NR-386'), 'https://bazaar.example');
    expect(url.pathname).toBe('/profile/messages');
    expect(url.searchParams.get('subjectType')).toBe('product');
    expect(url.searchParams.get('subjectId')).toBe('66');
    expect(url.searchParams.get('draft')).toBe('سلام، لطفاً قیمت و زمان تحویل «پمپ طبقاتی مدل NR-386» را اعلام کنید.');
  });

  it("keep the Persian readable in the address (a third of the bytes on every card), and a title's & # + % stay in the draft", () => {
    const href = priceInquiryHref(7, 'شیر ۱/۲ اینچ A&B #3 +50% مدل X');
    expect(href).toContain('«شیر');
    const url = new URL(href, 'https://bazaar.example');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['subjectType', 'subjectId', 'draft']);
    expect(url.searchParams.get('draft')).toBe(
      'سلام، لطفاً قیمت و زمان تحویل «شیر ۱/۲ اینچ A&B #3 +50% مدل X» را اعلام کنید.',
    );
  });

  it('bound the prepared text, whatever the address carries', () => {
    expect(parseDraft(['  یک  ', 'دو'])).toBe('یک');
    expect(parseDraft(undefined)).toBe('');
    expect(parseDraft('ا'.repeat(5000))).toHaveLength(MESSAGE_DRAFT_MAX_LENGTH);
  });
});
