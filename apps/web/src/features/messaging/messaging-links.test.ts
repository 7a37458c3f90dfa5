import { describe, expect, it } from 'vitest';
import {
  asksPrice,
  MESSAGE_DRAFT_MAX_LENGTH,
  parseDraft,
  priceInquiryDraft,
  priceInquiryHref,
} from './messaging-links';

describe('«استعلام قیمت» links', () => {
  it('open the conversation about the product, asking for its price', () => {
    const url = new URL(priceInquiryHref(66), 'https://bazaar.example');
    expect(url.pathname).toBe('/profile/messages');
    expect([...url.searchParams]).toEqual([
      ['subjectType', 'product'],
      ['subjectId', '66'],
      ['ask', 'price'],
    ]);
    expect(asksPrice(url.searchParams.get('ask') ?? undefined)).toBe(true);
    expect(asksPrice(['price', 'x'])).toBe(true);
    expect(asksPrice('order')).toBe(false);
    expect(asksPrice(undefined)).toBe(false);
  });

  it("carry no title: the link is the same short address for any product (a list's cards repeat it)", () => {
    expect(priceInquiryHref(7)).toBe('/profile/messages?subjectType=product&subjectId=7&ask=price');
  });

  it("write the question with the product's title as written, bounded like any draft", () => {
    expect(priceInquiryDraft('پمپ طبقاتی مدل NR-386')).toBe(
      'سلام، لطفاً قیمت و زمان تحویل «پمپ طبقاتی مدل NR-386» را اعلام کنید.',
    );
    expect(priceInquiryDraft('شیر ۱/۲ اینچ A&B #3 +50% مدل X')).toContain('«شیر ۱/۲ اینچ A&B #3 +50% مدل X»');
    expect(priceInquiryDraft('ا'.repeat(5000))).toHaveLength(MESSAGE_DRAFT_MAX_LENGTH);
  });

  it('bound the prepared text, whatever the address carries', () => {
    expect(parseDraft(['  یک  ', 'دو'])).toBe('یک');
    expect(parseDraft(undefined)).toBe('');
    expect(parseDraft('ا'.repeat(5000))).toHaveLength(MESSAGE_DRAFT_MAX_LENGTH);
  });
});
