// The match of a merchant's bank account holder with the company (decision 051): the registry provider's شبا
// inquiry gives the holders the bank has, and one of them must be the company's registered name (the registry's,
// else the legal name on its invoices; `holderIsCompany` forgives the legal form and spacing). A mismatch stops
// payouts to that account — withdrawals to it are refused and pending ones stay pending — until its owner
// registers the account again (or another one) and that registration's inquiry finds the company. A person's own
// account is not matched against anything. A provider that is down leaves the account for the job's next run.
import { RegistryUnavailable } from '../trust/registry/registry-adapters.js';
import type { RegistryOffer } from '../trust/registry/registry-offer.js';
import { type BankAccountRow, createPayoutsRepo } from './payouts.repo.js';
import type { PayoutsContext } from './payouts-context.js';

export async function checkHolder(ctx: PayoutsContext, registry: RegistryOffer, account: BankAccountRow) {
  if (!registry.inquiry || account.merchantId === null || account.holderCheck !== null) return account;
  const name = await registry.registeredName(account.merchantId);
  if (name === null) return account;
  let answer: Awaited<ReturnType<NonNullable<RegistryOffer['inquiry']>['iban']>>;
  try {
    answer = await registry.inquiry.iban(account.sheba, name);
  } catch (error) {
    if (error instanceof RegistryUnavailable) return account;
    throw error;
  }
  const owners = answer.found ? answer.owners : [];
  const matched = registry.holderIsCompany(owners, name);
  const updated = await createPayoutsRepo(ctx.deps.db).recordHolderCheck(account.id, {
    holderCheck: matched ? 'matched' : 'mismatch',
    holderFound: owners.length ? owners.join('، ') : null,
    holderCheckedAt: ctx.now(),
  });
  return updated ?? account;
}

/** The job's part: merchants' live accounts not yet matched (added while the provider was down, or before). */
export async function checkUncheckedHolders(ctx: PayoutsContext, registry: RegistryOffer, limit = 50) {
  if (!registry.inquiry) return 0;
  const due = await createPayoutsRepo(ctx.deps.db).uncheckedMerchantAccounts(limit);
  let checked = 0;
  for (const account of due) if ((await checkHolder(ctx, registry, account)).holderCheck !== null) checked += 1;
  return checked;
}

/** What the supplier reads beside an account whose holder is not the company. */
export function holderMismatchMessage(account: Pick<BankAccountRow, 'holderFound'>) {
  const found = account.holderFound ? `به نام «${account.holderFound}» است` : 'در استعلام بانک یافت نشد';
  return `این حساب در استعلام شبا ${found} و با نام ثبتی شرکت یکی نیست؛ تا حسابی به نام شرکت ثبت نکنید (یا همین حساب را پس از اصلاح نزد بانک دوباره ثبت نکنید)، به آن واریز نمی‌شود.`;
}
