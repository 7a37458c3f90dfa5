'use server';
// Server actions of the buyer-company pages (decision 044). Plain forms post to them, so they work without
// JavaScript; each redirects back with an outcome key, chosen by the API's answer (its code, never its words).
import { randomUUID } from 'node:crypto';
import { isApiError } from '@bazaar/api-client/api-error';
import {
  approvalDecisionBodySchema,
  approvalRuleKindSchema,
  budgetBodySchema,
  companyDepositBodySchema,
  companyOrderReferenceBodySchema,
  inviteMemberBodySchema,
  memberRoleBodySchema,
} from '@bazaar/contracts/companies-model';
import { rialsSchema } from '@bazaar/contracts/money';
import { bodyIdSchema } from '@bazaar/contracts/paging';
import { IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts/wallet-payments';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { loginHref } from '@/features/auth/login-links';
import { formId, parseForm, tomansToRials } from '@/lib/forms/parse-form';
import { companiesApi } from './companies-data.server';
import { COMPANY_PATH, COMPANY_RULES_PATH, type CompanyNoticeKey, companyOrderHref } from './notices';

type Api = Awaited<ReturnType<typeof companiesApi>>;

/** The form's idempotency key (made when the page was rendered), so a second submit pays or moves once. */
function moneyKey(form: FormData) {
  const key = form.get('idempotencyKey');
  return { [IDEMPOTENCY_KEY_HEADER]: typeof key === 'string' && /^[\w-]{8,64}$/.test(key) ? key : randomUUID() };
}

function noticeFor(error: unknown): CompanyNoticeKey {
  if (!isApiError(error)) return 'failed';
  const code = error.problem?.code;
  if (code === 'COMPANIES_NO_PROFILE_COMPANY') return 'no-profile-company';
  if (code === 'WALLET_INSUFFICIENT_FUNDS') return 'insufficient-funds';
  if (error.status === 400) return 'invalid';
  if (error.status === 403) return 'refused';
  if (error.status === 404) return 'gone';
  if (error.status === 409) return 'conflict';
  return 'failed';
}

async function run(path: string, done: CompanyNoticeKey, call: (api: Api) => Promise<unknown>) {
  let notice: CompanyNoticeKey = done;
  const api = await companiesApi(path);
  try {
    await call(api);
    revalidatePath('/profile', 'layout');
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    notice = noticeFor(error);
  }
  redirect(`${path}${path.includes('?') ? '&' : '?'}notice=${notice}`);
}

/** The company the form acts on (its `companyId` field: an id from the network, checked like any input). */
function companyOf(form: FormData, path: string): number {
  const id = formId(form, 'companyId');
  if (id === null) redirect(`${path}?notice=gone`);
  return id;
}

export async function createCompany() {
  await run(COMPANY_PATH, 'created', (api) => api.create());
}

export async function inviteMember(form: FormData) {
  const id = companyOf(form, COMPANY_PATH);
  const parsed = parseForm(inviteMemberBodySchema, form);
  if (!parsed.ok) redirect(`${COMPANY_PATH}?notice=invalid`);
  await run(COMPANY_PATH, 'invited', (api) => api.invite({ params: { id }, body: parsed.data }));
}

export async function setMemberRole(form: FormData) {
  const id = companyOf(form, COMPANY_PATH);
  const parsed = parseForm(memberRoleBodySchema, form);
  if (!parsed.ok) redirect(`${COMPANY_PATH}?notice=invalid`);
  await run(COMPANY_PATH, 'role-saved', (api) => api.setRole({ params: { id }, body: parsed.data }));
}

export async function removeMember(form: FormData) {
  const id = companyOf(form, COMPANY_PATH);
  const userId = formId(form, 'userId');
  if (userId === null) redirect(`${COMPANY_PATH}?notice=gone`);
  await run(COMPANY_PATH, 'removed', (api) => api.removeMember({ params: { id }, body: { userId } }));
}

export async function answerInvitation(form: FormData) {
  const id = formId(form);
  if (id === null) redirect(`${COMPANY_PATH}?notice=gone`);
  const decision = form.get('decision') === 'accepted' ? 'accepted' : 'declined';
  await run(COMPANY_PATH, decision === 'accepted' ? 'joined' : 'declined', (api) =>
    api.decideInvitation({ params: { id }, body: { decision } }),
  );
}

export async function deposit(form: FormData) {
  const id = companyOf(form, COMPANY_PATH);
  const parsed = parseForm(companyDepositBodySchema, form, { read: { amountRials: tomansToRials } });
  if (!parsed.ok) redirect(`${COMPANY_PATH}?notice=invalid`);
  await run(COMPANY_PATH, 'deposited', (api) =>
    api.deposit({ params: { id }, body: parsed.data }, { headers: moneyKey(form) }),
  );
}

/** The rules form: one row per rule (`rules.N.kind`, …), a row whose kind is empty left out. */
const rulesFormSchema = z.object({
  rules: z
    .array(
      z.object({
        kind: approvalRuleKindSchema.optional(),
        minRials: rialsSchema.nullable().default(null),
        categoryId: bodyIdSchema.nullable().default(null),
        approvers: z.number().int().min(1).max(2).default(1),
      }),
    )
    .max(20),
});
export async function saveRules(form: FormData) {
  const id = companyOf(form, COMPANY_RULES_PATH);
  const parsed = parseForm(rulesFormSchema, form, { read: { 'rules.*.minRials': tomansToRials } });
  if (!parsed.ok) redirect(`${COMPANY_RULES_PATH}?notice=invalid`);
  const rules = parsed.data.rules.flatMap((r) =>
    r.kind ? [{ ...r, kind: r.kind, approvers: r.approvers === 2 ? (2 as const) : (1 as const) }] : [],
  );
  await run(COMPANY_RULES_PATH, 'rules-saved', (api) => api.putRules({ params: { id }, body: { rules } }));
}

export async function saveBudget(form: FormData) {
  const id = companyOf(form, COMPANY_RULES_PATH);
  const parsed = parseForm(budgetBodySchema, form, { read: { limitRials: tomansToRials }, normalize: ['costCentre'] });
  if (!parsed.ok) redirect(`${COMPANY_RULES_PATH}?notice=invalid`);
  await run(COMPANY_RULES_PATH, 'budget-saved', (api) => api.putBudget({ params: { id }, body: parsed.data }));
}

/** Actions on one company order: `id` is the trade request; `back` the page to return to (one of ours). */
function orderForm(form: FormData) {
  const id = formId(form);
  const back = form.get('back') === 'approvals' ? '/profile/buyer-company/approvals' : null;
  if (id === null) redirect(`${COMPANY_PATH}?notice=gone`);
  return { id, path: back ?? companyOrderHref(id) };
}

export async function submitForApproval(form: FormData) {
  const { id, path } = orderForm(form);
  await run(path, 'submitted', (api) => api.submit({ params: { id } }));
}

export async function decideOrder(form: FormData) {
  const { id, path } = orderForm(form);
  const parsed = parseForm(approvalDecisionBodySchema, form);
  if (!parsed.ok) redirect(`${path}?notice=invalid`);
  if (parsed.data.decision === 'reject' && parsed.data.reason.length < 3) redirect(`${path}?notice=reason-needed`);
  await run(path, parsed.data.decision === 'approve' ? 'approved' : 'rejected', (api) =>
    api.decide({ params: { id }, body: parsed.data }),
  );
}

export async function saveReference(form: FormData) {
  const { id, path } = orderForm(form);
  const parsed = parseForm(companyOrderReferenceBodySchema, form, { normalize: ['costCentre'] });
  if (!parsed.ok) redirect(`${path}?notice=invalid`);
  await run(path, 'reference-saved', (api) => api.reference({ params: { id }, body: parsed.data }));
}

export async function payFromCompany(form: FormData) {
  const { id, path } = orderForm(form);
  await run(path, 'paid', (api) => api.pay({ params: { id } }, { headers: moneyKey(form) }));
}
