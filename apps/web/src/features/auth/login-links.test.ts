import { describe, expect, it } from 'vitest';
import { leavesSite, REDIRECT_BYPASSES, SAFE_REDIRECTS } from '../../../e2e/support/redirect-bypasses';
import {
  afterLoginNavigation,
  afterLoginPath,
  cameFromSupplierOrProductPage,
  isProtectedPath,
  loginHref,
  readLoginPerPage,
  safeRedirectPath,
} from './login-links';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeRedirectPath('/profile/address')).toBe('/profile/address');
    expect(safeRedirectPath('/profile/favorites/product?page=2#top')).toBe('/profile/favorites/product?page=2#top');
    expect(safeRedirectPath('/supplier/12/نام')).toBe(`/supplier/12/${encodeURIComponent('نام')}`);
  });

  it('refuses anything that could leave the site', () => {
    for (const unsafe of [
      'https://evil.example/profile',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%09/evil.example'.replace('%09', '\t'),
      ' /profile',
      'javascript:alert(1)',
      'profile',
      '',
      null,
      undefined,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeRedirectPath(unsafe)).toBeNull();
    }
  });

  it('never sends people back to the login page itself', () => {
    expect(safeRedirectPath('/users/login?redirectPath=%2Fprofile')).toBeNull();
    expect(afterLoginPath('/users/login')).toBe('/profile');
  });

  it("drops Next's internal _rsc marker", () => {
    expect(safeRedirectPath('/profile/address?_rsc=1abc')).toBe('/profile/address');
  });

  it('falls back to the profile home', () => {
    expect(afterLoginPath(undefined)).toBe('/profile');
    expect(afterLoginPath('//evil.example')).toBe('/profile');
    expect(afterLoginPath('/profile/address')).toBe('/profile/address');
  });
});

describe('the redirect after login (issue: open redirect through dot segments and encodings)', () => {
  const origin = 'https://bazaar.example';

  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value), value]))(
    'sends %s to the profile home, on the server and in the login form',
    (_, value) => {
      expect(safeRedirectPath(value)).toBeNull();
      expect(afterLoginPath(value)).toBe('/profile');
      expect(afterLoginNavigation(value, origin)).toBe(`${origin}/profile`);
    },
  );

  it.each(SAFE_REDIRECTS.map(([asked, path]) => [asked, path]))('keeps %s as %s', (asked, path) => {
    expect(afterLoginPath(asked)).toBe(path);
    expect(afterLoginNavigation(asked, origin)).toBe(`${origin}${path}`);
  });

  it('never returns a path that leaves the site, whatever the input', () => {
    const inputs = [...REDIRECT_BYPASSES, ...SAFE_REDIRECTS.map(([asked]) => asked)];
    // Every bypass again behind a harmless prefix and with a query around it.
    const variants = inputs.flatMap((value) => [value, `/profile${value}`, `/x/..${value}`, `/profile?next=${value}`]);
    for (const value of variants) {
      const path = safeRedirectPath(value);
      if (path === null) continue;
      expect(path, JSON.stringify(value)).toMatch(/^\/(?![/\\])/);
      expect(leavesSite(path, origin), `${JSON.stringify(value)} → ${path}`).toBe(false);
      expect(new URL(afterLoginNavigation(value, origin)).origin).toBe(origin);
    }
  });
});

describe('loginHref', () => {
  it('carries the full path with its query, encoded, and the loginPerPage flag', () => {
    expect(loginHref('/profile/address')).toBe('/users/login?redirectPath=%2Fprofile%2Faddress&loginPerPage=false');
    expect(loginHref('/profile/notes/all?page=2', true)).toBe(
      '/users/login?redirectPath=%2Fprofile%2Fnotes%2Fall%3Fpage%3D2&loginPerPage=true',
    );
  });

  it('leaves an unsafe path out', () => {
    expect(loginHref('//evil.example')).toBe('/users/login?loginPerPage=false');
  });

  it('reads the flag back', () => {
    expect(readLoginPerPage('true')).toBe(true);
    expect(readLoginPerPage(['true'])).toBe(true);
    expect(readLoginPerPage('1')).toBe(false);
    expect(readLoginPerPage(undefined)).toBe(false);
  });
});

describe('cameFromSupplierOrProductPage (loginPerPage)', () => {
  const host = 'bazaar.example';
  const site = `https://${host}`;
  it('is true after a supplier or product page of this site', () => {
    expect(cameFromSupplierOrProductPage(`${site}/supplier/12/name`, host)).toBe(true);
    expect(cameFromSupplierOrProductPage(`${site}/supplier/12/products/Product`, host)).toBe(true);
    expect(cameFromSupplierOrProductPage(`${site}/products/44/pump?x=1`, host)).toBe(true);
    expect(cameFromSupplierOrProductPage(`${site}/products/base-product/5/pump`, host)).toBe(true);
  });

  it('is false for lists, other pages, other sites and no referer', () => {
    expect(cameFromSupplierOrProductPage(`${site}/supplier/category/3/pumps`, host)).toBe(false);
    expect(cameFromSupplierOrProductPage(`${site}/products/search/Product`, host)).toBe(false);
    expect(cameFromSupplierOrProductPage(`${site}/products/category/3/pumps`, host)).toBe(false);
    expect(cameFromSupplierOrProductPage(`${site}/`, host)).toBe(false);
    expect(cameFromSupplierOrProductPage('https://evil.example/supplier/12/name', host)).toBe(false);
    expect(cameFromSupplierOrProductPage('not a url', host)).toBe(false);
    expect(cameFromSupplierOrProductPage(null, host)).toBe(false);
  });
});

describe('isProtectedPath', () => {
  it('covers the profile area only', () => {
    expect(isProtectedPath('/profile')).toBe(true);
    expect(isProtectedPath('/profile/address')).toBe(true);
    expect(isProtectedPath('/profiles')).toBe(false);
    expect(isProtectedPath('/users/login')).toBe(false);
  });
});
