// The pieces of a withdrawal screen (decision 038) that a supplier's payouts page and a person's wallet page
// share: the bank accounts, the two-step add (a code, then شبا, holder and code), the withdrawal form with the
// API's Persian field errors inline, and a withdrawal with its state and Jalali dates. Each page passes its own
// server actions and the hidden fields that name whose money it is.
import type { BankAccount, Withdrawal } from '@bazaar/contracts/payouts';
import { PAYOUT_STATUS_LABELS } from '@bazaar/contracts/payouts';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney, TOMAN_INPUT_PATTERN } from '@bazaar/fa/money';
import { formatSheba } from '@bazaar/fa/sheba';
import { TextField } from '@/components/ui/action-fields';
import {
  ActionForm,
  type ActionFormState,
  FieldMessage,
  FormMessage,
  SubmitButton,
} from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
type FormAction = (state: ActionFormState, form: FormData) => Promise<ActionFormState>;

/** Hidden inputs that name whose accounts a form acts on (`merchantId`, or nothing for the person's own). */
function Hidden({ fields }: { fields: Record<string, string | number> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

export function WithdrawalRow({ item }: { item: Withdrawal }) {
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="withdrawal" data-status={item.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold text-slate-900">{toman(item.amountRials)}</span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800" data-testid="withdrawal-status">
          {PAYOUT_STATUS_LABELS[item.status]}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        به {item.bankAccount.bankName} · <span dir="ltr">{formatSheba(item.bankAccount.sheba)}</span> · درخواست{' '}
        <time dateTime={item.createdAt}>{formatJalaliDate(item.createdAt, { style: 'long' })}</time>
        {item.settledAt ? (
          <>
            {' '}
            · {item.status === 'paid' ? 'واریز' : 'بازگشت'}{' '}
            <time dateTime={item.settledAt}>{formatJalaliDate(item.settledAt, { style: 'long' })}</time>
          </>
        ) : null}
      </p>
      {item.bankReference ? <p className="text-sm text-slate-700">شمارهٔ پیگیری بانک: {item.bankReference}</p> : null}
      {item.failureReason ? <p className="text-sm text-red-800">{toPersianDigitsInText(item.failureReason)}</p> : null}
    </li>
  );
}

export function BankAccountList({ accounts }: { accounts: BankAccount[] }) {
  if (accounts.length === 0) return <p className="mt-2 text-slate-700">هنوز حساب بانکی‌ای ثبت نشده است.</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200">
      {accounts.map((account) => (
        <li key={account.id} className="py-2" data-testid="bank-account">
          <span className="font-medium text-slate-900">{account.bankName}</span> · {account.holderName} ·{' '}
          <span dir="ltr">{formatSheba(account.sheba)}</span>
          {account.holderCheck === 'matched' ? (
            <span className="ms-2 text-sm text-emerald-800">· صاحب حساب در استعلام شبا همان شرکت است</span>
          ) : null}
          {account.holderProblem ? (
            <p className="mt-1 text-sm text-red-800" role="alert" data-testid="bank-account-holder-problem">
              {account.holderProblem}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Adding an account: first a code to the caller's own mobile; with `codeStep`, the شبا, holder and code. */
export function AddBankAccount(props: {
  codeStep: boolean;
  sendCode: (form: FormData) => Promise<void>;
  add: FormAction;
  hidden?: Record<string, string | number>;
  holderHint?: string;
}) {
  const hidden = props.hidden ?? {};
  return (
    <div id="add-account" className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="font-bold text-slate-900">افزودن حساب بانکی</h3>
      {props.codeStep ? (
        <ActionForm action={props.add} className="mt-3 flex flex-col gap-3" label="افزودن حساب بانکی">
          <FormMessage />
          <Hidden fields={hidden} />
          <TextField
            name="sheba"
            label="شمارهٔ شبا"
            idPrefix="account"
            dir="ltr"
            required
            hint="IR و ۲۴ رقم، همان‌طور که روی کارت یا اپ بانک آمده است"
          />
          <TextField name="holderName" label="نام صاحب حساب" idPrefix="account" required hint={props.holderHint} />
          <TextField
            name="code"
            label="کد پیامک‌شده"
            idPrefix="account"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
          />
          <SubmitButton className={buttonClass('primary', 'self-start')}>ثبت حساب</SubmitButton>
        </ActionForm>
      ) : (
        <form noValidate action={props.sendCode} className="mt-3">
          <Hidden fields={hidden} />
          <p className="mb-3 text-sm text-slate-700">
            برای امنیت، افزودن یا تغییر حساب با کدی که به شمارهٔ همراه شما پیامک می‌شود تأیید می‌شود.
          </p>
          <button type="submit" className={buttonClass('secondary')}>
            دریافت کد تأیید
          </button>
        </form>
      )}
    </div>
  );
}

/** The withdrawal form: the destination, the amount in tomans, and an idempotency key made at render. */
export function WithdrawForm(props: {
  accounts: BankAccount[];
  action: FormAction;
  hidden?: Record<string, string | number>;
}) {
  return (
    <ActionForm action={props.action} className="mt-3 flex flex-col gap-3" label="برداشت به حساب بانکی">
      <FormMessage />
      <Hidden fields={props.hidden ?? {}} />
      <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
      <div>
        <label htmlFor="withdraw-bankAccountId" className={labelClass}>
          حساب مقصد
        </label>
        <select
          id="withdraw-bankAccountId"
          name="bankAccountId"
          className={inputClass()}
          aria-describedby="withdraw-bankAccountId-error"
        >
          {props.accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} — {account.holderName} — {account.sheba.slice(-4)}
              {account.holderCheck === 'mismatch' ? ' (واریز متوقف: صاحب حساب با نام شرکت یکی نیست)' : ''}
            </option>
          ))}
        </select>
        <FieldMessage field="bankAccountId" id="withdraw-bankAccountId-error" />
      </div>
      <TextField
        name="amount"
        errorField="amountRials"
        label="مبلغ (تومان)"
        idPrefix="withdraw"
        inputMode="numeric"
        pattern={TOMAN_INPUT_PATTERN}
        required
      />
      <SubmitButton className={buttonClass('primary', 'self-start')}>ثبت برداشت</SubmitButton>
    </ActionForm>
  );
}
