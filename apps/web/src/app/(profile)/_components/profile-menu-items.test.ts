import { describe, expect, it } from 'vitest';
import { PROFILE_MENU_ITEMS, profileMenuItemsFor, selectProfileMenuItem } from './profile-menu-items';

describe('selectProfileMenuItem', () => {
  it("selects 'Home' on /profile, as the spec's default", () => {
    expect(selectProfileMenuItem('/profile')).toBe('home');
    expect(selectProfileMenuItem('/profile/')).toBe('home');
  });

  it("falls back to 'Home' for profile pages without a menu entry", () => {
    expect(selectProfileMenuItem('/profile/personal')).toBe('home');
    expect(selectProfileMenuItem(null)).toBe('home');
  });

  it('selects the staff and supplier workspace entries on their pages (decision 027)', () => {
    expect(selectProfileMenuItem('/profile/admin')).toBe('admin');
    expect(selectProfileMenuItem('/profile/admin/suppliers')).toBe('admin');
    expect(selectProfileMenuItem('/profile/products/12/edit')).toBe('products');
    expect(selectProfileMenuItem('/profile/supplier-registration')).toBe('supplier-registration');
    expect(selectProfileMenuItem('/profile/company/articles/4')).toBe('company');
    expect(profileMenuItemsFor(['buyer']).map((i) => i.key)).not.toContain('company');
    expect(profileMenuItemsFor(['buyer', 'supplier_agent']).map((i) => i.key)).toContain('company');
    expect(profileMenuItemsFor(['buyer']).map((i) => i.key)).not.toContain('admin');
    expect(profileMenuItemsFor(['buyer', 'admin']).map((i) => i.key)).toContain('admin');
  });

  it('keeps the parent entry selected on its sub-pages', () => {
    expect(selectProfileMenuItem('/profile/favorites/product')).toBe('favorites');
    expect(selectProfileMenuItem('/profile/notes/supplier')).toBe('notes');
    expect(selectProfileMenuItem('/profile/directorder/edit/12')).toBe('direct-orders');
    expect(selectProfileMenuItem('/profile/directorderinfo/12')).toBe('direct-orders');
    expect(selectProfileMenuItem('/profile/directOrderReport/12')).toBe('direct-orders');
  });

  it('does not confuse entries that share a prefix', () => {
    // '/profile/wallet-history' starts with the string '/profile/wallet' but is not under it
    expect(selectProfileMenuItem('/profile/wallet-history')).toBe('home');
  });

  it('lists Home first', () => {
    expect(PROFILE_MENU_ITEMS[0]?.key).toBe('home');
  });
});

describe('profileMenuItemsFor', () => {
  it('shows the supplier team only to supplier members, and invitations to everyone', () => {
    const buyer = profileMenuItemsFor(['buyer']).map((item) => item.key);
    expect(buyer).toContain('invitations');
    expect(buyer).not.toContain('agents');
    expect(profileMenuItemsFor(['buyer', 'supplier_agent']).map((item) => item.key)).toContain('agents');
  });

  it('shows the secure-payment statement to supplier members only, selected on its page (issue 30)', () => {
    expect(profileMenuItemsFor(['buyer']).map((item) => item.key)).not.toContain('settlements');
    expect(profileMenuItemsFor(['buyer', 'supplier_agent']).map((item) => item.key)).toContain('settlements');
    expect(selectProfileMenuItem('/profile/settlements')).toBe('settlements');
  });

  it('shows سامانه مودیان to supplier members, selected on its page under the company profile (issue 31)', () => {
    expect(profileMenuItemsFor(['buyer']).map((item) => item.key)).not.toContain('tax-system');
    expect(profileMenuItemsFor(['buyer', 'supplier_agent']).map((item) => item.key)).toContain('tax-system');
    expect(selectProfileMenuItem('/profile/company/tax-system')).toBe('tax-system');
    expect(selectProfileMenuItem('/profile/company')).toBe('company');
  });

  it('selects the invitations and agents entries on their pages', () => {
    expect(selectProfileMenuItem('/profile/invitations')).toBe('invitations');
    expect(selectProfileMenuItem('/profile/agents')).toBe('agents');
  });
});
