'use server';
// Server actions of /profile/favorites and /profile/notes: plain forms post to them (no JavaScript needed),
// and each redirects back to the list it came from with an outcome key.
import { isApiError } from '@bazaar/api-client/api-error';
import { noteUpdateSchema } from '@bazaar/contracts/engagement';
import { redirect } from 'next/navigation';
import { loginHref, safeRedirectPath } from '@/features/auth/login-links';
import { formId, parseForm } from '@/lib/forms/parse-form';
import { engagementApi } from './engagement-data.server';
import type { EngagementNoticeKey } from './notices';

/** Back to the list the form was on: only the profile's own favourites and notes pages. */
function back(form: FormData, notice: EngagementNoticeKey): never {
  // The list's address (no contract field), checked to be one of the profile's own lists.
  const from = safeRedirectPath(String(form.get('returnTo') ?? '')) ?? '';
  const safe = /^\/profile\/(favorites|notes)(\/[a-z]+)?(\?page=\d{1,5})?$/.test(from) ? from : '/profile/favorites';
  redirect(`${safe}${safe.includes('?') ? '&' : '?'}notice=${notice}`);
}

async function run(
  form: FormData,
  done: EngagementNoticeKey,
  call: (api: Awaited<ReturnType<typeof engagementApi>>, id: number) => Promise<unknown>,
) {
  const id = formId(form);
  if (id === null) back(form, 'gone');
  let notice: EngagementNoticeKey = done;
  try {
    await call(await engagementApi('/profile/favorites'), id);
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(String(form.get('returnTo') ?? '/profile')));
    notice =
      isApiError(error) && error.status === 404
        ? 'gone'
        : isApiError(error) && error.status === 400
          ? 'invalid-note'
          : isApiError(error) && error.status === 409
            ? 'no-company'
            : isApiError(error) && error.status === 403
              ? 'not-theirs'
              : 'failed';
  }
  back(form, notice);
}

export async function removeFavorite(form: FormData) {
  await run(form, 'favorite-removed', (api, id) => api.favorites.remove({ params: { id } }));
}

export async function updateNote(form: FormData) {
  const parsed = parseForm(noteUpdateSchema, form);
  if (!parsed.ok) back(form, 'invalid-note');
  await run(form, 'note-saved', (api, id) => api.notes.update({ params: { id }, body: parsed.data }));
}

export async function removeNote(form: FormData) {
  await run(form, 'note-removed', (api, id) => api.notes.remove({ params: { id } }));
}

/** «مشترک با شرکت» (decision 058): `shared` = `1` shares the favourite with the company, `0` stops sharing it. */
export async function shareFavorite(form: FormData) {
  const shared = form.get('shared') === '1';
  await run(form, shared ? 'shared' : 'unshared', (api, id) =>
    api.favorites.sharing({ params: { id }, body: { shared } }),
  );
}

export async function shareNote(form: FormData) {
  const shared = form.get('shared') === '1';
  await run(form, shared ? 'shared' : 'unshared', (api, id) => api.notes.sharing({ params: { id }, body: { shared } }));
}
