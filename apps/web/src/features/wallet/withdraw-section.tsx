// «برداشت به حساب بانکی» on the wallet page (issue 30 point 6): what may be withdrawn and the limits, the
// person's own bank accounts with the two-step add, the withdrawal form and the newest withdrawals with their
// state and Jalali dates. The pieces are the payouts page's (components/payouts).
import type { BankAccount, PersonPayoutSummary, Withdrawal } from '@bazaar/contracts/payouts';
import { AddBankAccount, BankAccountList, WithdrawalRow, WithdrawForm } from '@/components/payouts/payout-parts';
import { toman } from './wallet-view';
import { addWalletBankAccount, sendWalletAccountCode, withdrawFromWallet } from './withdraw-actions';

export function WithdrawSection(props: {
  summary: PersonPayoutSummary;
  accounts: BankAccount[];
  withdrawals: Withdrawal[];
  codeStep: boolean;
}) {
  const { summary, accounts, withdrawals } = props;
  const todayLeft = Math.max(0, summary.dailyCapRials - summary.withdrawnTodayRials);
  return (
    <section
      id="bank-withdraw"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby="bank-withdraw-title"
    >
      <h2 id="bank-withdraw-title" className="text-lg font-bold text-slate-900">
        برداشت به حساب بانکی
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        موجودی کیف پول، از جمله مبلغ سفارش‌های لغوشده، به حساب بانکی‌ای که با شمارهٔ شبا ثبت و با کد یکبار مصرف تأیید
        کرده‌اید برداشت می‌شود. حداقل هر برداشت {toman(summary.minRials)}؛ سقف روزانه {toman(summary.dailyCapRials)}{' '}
        (امروز تا {toman(todayLeft)} دیگر). در راه حساب بانکی:{' '}
        <span data-testid="wallet-in-transit">{toman(summary.inTransitRials)}</span>. اگر واریز ناموفق باشد، مبلغ به کیف
        پول برمی‌گردد.
      </p>

      <h3 className="mt-4 font-bold text-slate-900">حساب‌های بانکی شما</h3>
      <BankAccountList accounts={accounts} />
      <AddBankAccount
        codeStep={props.codeStep}
        sendCode={sendWalletAccountCode}
        add={addWalletBankAccount}
        holderHint="نام صاحب حساب را همان‌طور که در بانک ثبت شده بنویسید"
      />

      {accounts.length > 0 ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="font-bold text-slate-900">برداشت از کیف پول</h3>
          <WithdrawForm accounts={accounts} action={withdrawFromWallet} />
        </div>
      ) : null}

      <div id="wallet-withdrawals" className="mt-4 border-t border-slate-200 pt-4">
        <h3 className="font-bold text-slate-900">برداشت‌های شما</h3>
        {withdrawals.length === 0 ? (
          <p className="mt-2 text-slate-700">برداشتی نیست.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {withdrawals.map((item) => (
              <WithdrawalRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
