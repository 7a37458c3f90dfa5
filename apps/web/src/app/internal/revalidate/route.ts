// POST /internal/revalidate: the API (never a browser) says which cached pages a change made stale, and
// they are expired at once, so the next visitor gets a fresh render. Guarded by the secret web and API
// share (PROXY_SECRET); without it, or with a wrong one, the route does not exist (404).
import { timingSafeEqual } from 'node:crypto';
import { revalidateRequestSchema } from '@bazaar/contracts/web-cache';
import { revalidateTag } from 'next/cache';

export const dynamic = 'force-dynamic';

function authorized(header: string | null): boolean {
  const secret = process.env.PROXY_SECRET;
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: Request) {
  if (!authorized(request.headers.get('authorization'))) return new Response(null, { status: 404 });
  const parsed = revalidateRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json({ error: 'tags: 1 to 100 strings of up to 256 characters' }, { status: 400 });
  // expire 0: the next request renders again instead of being served the stale page once more.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed.data.tags });
}
