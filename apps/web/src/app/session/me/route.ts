// GET /session/me: the small personal answer behind the cached public pages (issue 18). Pages are the same
// for everyone; the header asks here after it mounts for what is the visitor's own: signed in or not, the
// name (or number) to show instead of «حساب کاربری», and the unread count. A visitor without session
// cookies gets `{ user: null }` without the API being asked (no 401 in the console on every page);
// `refresh: true` says the access cookie has lapsed but a refresh cookie is there (see lib/personal.ts).
import { isApiError } from '@bazaar/api-client/api-error';
import { REFRESH_COOKIE } from '@bazaar/contracts/identity';
import { cookies } from 'next/headers';
import { getSession } from '@/features/auth/session.server';
import { loadPersonalUser } from '@/features/profile/profile-data.server';
import type { PersonalAnswer } from '@/lib/personal';

export const dynamic = 'force-dynamic';

function answer(body: PersonalAnswer, status = 200) {
  return Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}

export async function GET() {
  const canRefresh = (await cookies()).has(REFRESH_COOKIE);
  const session = await getSession();
  if (!session) return answer({ user: null, refresh: canRefresh });
  try {
    return answer({ user: await loadPersonalUser(session) });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return answer({ user: null, refresh: canRefresh });
    return answer({ user: null }, 503);
  }
}
