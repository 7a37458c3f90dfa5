// «افزایش موجودی»: a preset or typed amount in tomans and the gateway to pay through; the form carries an
// idempotency key made at render time, so a double submit starts one payment.
import { type Gateway, TOPUP_MAX_RIALS, TOPUP_MIN_RIALS, TOPUP_PRESETS_RIALS } from '@bazaar/contracts/wallet-payments';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { WALLET_PATH } from './notices';
import { startTopUp } from './wallet-actions';
import { toman } from './wallet-view';

function GatewayChoice({ gateways, name = 'gateway' }: { gateways: Gateway[]; name?: string }) {
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className={labelClass}>درگاه پرداخت</legend>
      {gateways.map((gateway, index) => (
        <label
          key={gateway.code}
          className="flex min-h-11 items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-brand-600"
        >
          <input type="radio" name={name} value={gateway.code} defaultChecked={index === 0} className="size-4" />
          {/* biome-ignore lint/performance/noImgElement: a 24 px static SVG needs no image optimisation */}
          <img src={gateway.logoUrl} alt="" width={24} height={24} className="size-6" />
          {gateway.name}
        </label>
      ))}
    </fieldset>
  );
}

export function TopUpSection({ gateways }: { gateways: Gateway[] }) {
  const topUpKey = crypto.randomUUID();
  const returnTo = WALLET_PATH;
  return (
    <section
      id="topup"
      aria-labelledby="topup-heading"
      className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="topup-heading" className="text-lg font-bold text-slate-900">
        افزایش موجودی
      </h2>
      {gateways.length === 0 ? (
        <p className="mt-3 text-slate-700">اکنون هیچ درگاه پرداختی فعال نیست.</p>
      ) : (
        <form action={startTopUp} className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="idempotencyKey" value={topUpKey} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <fieldset className="flex flex-wrap gap-3">
            <legend className={labelClass}>مبلغ‌های آماده</legend>
            {TOPUP_PRESETS_RIALS.map((rials, index) => (
              <label
                key={rials}
                className="flex min-h-11 items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-brand-600"
              >
                <input type="radio" name="preset" value={rials} defaultChecked={index === 1} className="size-4" />
                {toman(rials)}
              </label>
            ))}
          </fieldset>
          <div className="max-w-72">
            <label htmlFor="topup-amount" className={labelClass}>
              یا مبلغ دلخواه (تومان)
            </label>
            <input
              id="topup-amount"
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              maxLength={20}
              aria-describedby="topup-bounds"
              className={inputClass(false, 'text-start')}
            />
            <p id="topup-bounds" className="mt-1 text-sm text-slate-600">
              از {toman(TOPUP_MIN_RIALS)} تا {toman(TOPUP_MAX_RIALS)}
            </p>
          </div>
          <GatewayChoice gateways={gateways} />
          <div>
            <button type="submit" className={buttonClass('primary')}>
              پرداخت و افزایش موجودی
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
