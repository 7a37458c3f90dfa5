// The company wallet (decision 044): its balance for every member; the owner and the accountant move money into
// it from their own wallets, and pay the company's published orders from it.
import { randomUUID } from 'node:crypto';
import type { Company } from '@bazaar/contracts/companies-model';
import { formatMoney, TOMAN_INPUT_PATTERN } from '@bazaar/fa/money';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { deposit } from './companies-actions';

export function WalletSection({ company }: { company: Company }) {
  return (
    <section aria-labelledby="wallet-heading" className={sectionCardClass}>
      <h2 id="wallet-heading" className="text-lg font-bold text-slate-900">
        کیف پول شرکت
      </h2>
      <p className="mt-2 text-slate-800">
        موجودی: <strong data-testid="company-wallet">{formatMoney(company.walletRials, { unit: 'toman' })}</strong>
      </p>
      {company.myRights.includes('pay') ? (
        <form noValidate action={deposit} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="companyId" value={company.id} />
          <input type="hidden" name="idempotencyKey" value={randomUUID()} />
          <div>
            <label htmlFor="deposit-amount" className={labelClass}>
              انتقال از کیف پول شخصی شما (تومان)
            </label>
            <input
              id="deposit-amount"
              name="amountRials"
              inputMode="numeric"
              pattern={TOMAN_INPUT_PATTERN}
              required
              className={inputClass(false)}
            />
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            واریز به کیف پول شرکت
          </button>
        </form>
      ) : (
        <p className="mt-2 text-sm text-slate-700">پرداخت از کیف پول شرکت با مالک و حسابدار است.</p>
      )}
    </section>
  );
}
