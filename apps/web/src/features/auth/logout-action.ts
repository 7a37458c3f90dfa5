'use server';
// Logging out (the profile menu's button, a form, so it works without JavaScript too): the API revokes
// the refresh-token family, the web drops both cookies, and the visitor lands on the home page.
import { call } from '@bazaar/api-client/endpoint-client';
import { ACCESS_COOKIE, identityEndpoints, REFRESH_COOKIE } from '@bazaar/contracts/identity';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { api } from '@/lib/api.server';

export async function logout(): Promise<void> {
  const store = await cookies();
  const refreshToken = store.get(REFRESH_COOKIE)?.value;
  if (refreshToken) {
    try {
      // The token goes in the body: a server-to-server call carries no cookies and no browser Origin.
      await call(api, identityEndpoints.logout, { body: { refresh_token: refreshToken } });
    } catch (error) {
      // The cookies go anyway; the refresh token then simply expires unused.
      console.warn(`[logout] the API could not revoke the session. ${String(error)}`);
    }
  }
  store.delete(ACCESS_COOKIE);
  store.delete(REFRESH_COOKIE);
  redirect('/');
}
