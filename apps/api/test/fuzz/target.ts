// The app the fuzzer attacks: the real app over a seeded test database, listening on a free local port
// (for raw requests), with a buyer, a supplier owner and an admin signed in.
import type { AddressInfo } from 'node:net';
import { ACCESS_COOKIE } from '@bazaar/contracts/identity';
import { DEMO_ADMIN_PHONE, DEMO_SUPPLIER_OWNER_PHONE } from '../../src/db/seed/accounts.js';
import { signIn } from '../sessions.js';
import { createTestApp } from '../test-app.js';
import type { Identity } from './openapi-fuzz.js';

export async function startFuzzTarget() {
  const ctx = await createTestApp({ seeded: true });
  const buyer = await signIn(ctx.app, '09171234567');
  const owner = await signIn(ctx.app, DEMO_SUPPLIER_OWNER_PHONE);
  const admin = await signIn(ctx.app, DEMO_ADMIN_PHONE);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (ctx.app.server.address() as AddressInfo).port;
  const identities: Identity[] = [
    { label: 'anonymous', headers: {} },
    { label: 'buyer', headers: buyer.auth },
    { label: 'supplier owner', headers: owner.auth },
    { label: 'admin', headers: admin.auth },
    // The site's cookie session, so writes go through the origin check.
    { label: 'buyer by cookie', headers: { cookie: `${ACCESS_COOKIE}=${buyer.access_token}` } },
    { label: 'forged bearer', headers: { authorization: 'Bearer not.a.token' } },
    { label: 'forged cookie', headers: { cookie: `${ACCESS_COOKIE}=%00garbage; bz_rt=x` } },
  ];
  return { ...ctx, port, identities };
}
