import { describe, expect, it } from 'vitest';
import { supplierCardData } from './supplier-card';
import { supplierHref } from './supplier-links';

const origin = 'https://bazaar.example';

describe('supplier cards in lists (issue 34)', () => {
  it('give a supplier card the address of the supplier page, readable', () => {
    const supplier = {
      id: 12,
      name: 'صنایع پمپ‌سازی ۱۲',
      slug: 'صنایع-پمپ-سازی-12',
      latinName: null,
      logoUrl: null,
      excerpt: 'سازندهٔ پمپ',
      categoryTypes: ['Product' as const],
      province: { id: 8, name: 'تهران' },
      city: { id: 1, name: 'تهران' },
      verificationLevel: 'documents' as const,
      verifiedAt: null,
      establishedYear: null,
      staffSize: null,
      delegationCount: 0,
    };
    const card = supplierCardData(supplier);
    expect(new URL(card.href, origin).pathname).toBe(supplierHref(supplier));
    expect(card.href).toBe('/supplier/12/صنایع-پمپ-سازی-12');
    expect(card).toMatchObject({ place: 'تهران', delegations: 'بدون نمایندگی', types: ['تجهیزات و کالای صنعتی'] });
  });
});
