'use server';
// Server actions of /profile/agents (the owner) and /profile/invitations (the invited person). Plain
// forms post to them, so they work without JavaScript; each redirects back with an outcome key.
import { isApiError } from '@bazaar/api-client/api-error';
import { agentRightsBodySchema, inviteAgentBodySchema } from '@bazaar/contracts/customers';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { formId, parseForm } from '@/lib/forms/parse-form';
import { customersApi } from './agents-data.server';
import { AGENTS_PATH, type AgentNoticeKey, INVITATIONS_PATH, noticeForStatus } from './notices';

type Api = Awaited<ReturnType<typeof customersApi>>;

async function run(
  path: string,
  done: AgentNoticeKey,
  call: (api: Api) => Promise<unknown>,
  on400: AgentNoticeKey = 'invalid-phone',
) {
  let notice: AgentNoticeKey = done;
  const api = await customersApi(path);
  try {
    await call(api);
    revalidatePath('/profile', 'layout');
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    notice = noticeForStatus(isApiError(error) ? error.status : undefined, on400);
  }
  redirect(`${path}?notice=${notice}`);
}

/** Runs a call on the form's `id` field (an id from the network: checked like any input). */
function onId(path: string, done: AgentNoticeKey, form: FormData, call: (api: Api, id: number) => Promise<unknown>) {
  const id = formId(form);
  if (id === null) redirect(`${path}?notice=gone`);
  return run(path, done, (api) => call(api, id));
}

export async function inviteAgent(form: FormData) {
  const parsed = parseForm(inviteAgentBodySchema, form);
  if (!parsed.ok) redirect(`${AGENTS_PATH}?notice=invalid-phone`);
  await run(AGENTS_PATH, 'invited', (api) => api.invite({ body: parsed.data }));
}

export async function revokeInvitation(form: FormData) {
  await onId(AGENTS_PATH, 'revoked', form, (api, id) => api.revokeInvitation({ params: { id } }));
}

export async function removeAgent(form: FormData) {
  await onId(AGENTS_PATH, 'removed', form, (api, id) => api.removeAgent({ body: { userId: id } }));
}

/** The agent's two rights as the form's checkboxes say (an unticked box is absent from the form). */
export async function setAgentRights(form: FormData) {
  const parsed = parseForm(agentRightsBodySchema, form, {
    rename: (name) => (name === 'id' ? 'userId' : name === 'userId' ? null : name),
    empty: { manageProducts: false, manageProfile: false },
  });
  if (!parsed.ok || formId(form) === null) redirect(`${AGENTS_PATH}?notice=gone`);
  await run(AGENTS_PATH, 'rights-saved', (api) => api.setAgentRights({ body: parsed.data }), 'failed');
}

export async function acceptInvitation(form: FormData) {
  await onId(INVITATIONS_PATH, 'accepted', form, (api, id) => api.acceptInvitation({ params: { id } }));
}

export async function declineInvitation(form: FormData) {
  await onId(INVITATIONS_PATH, 'declined', form, (api, id) => api.declineInvitation({ params: { id } }));
}
