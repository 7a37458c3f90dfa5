// The workspace's merchant switcher (decision 035), for members of several merchants: one button per merchant,
// posting to a server action that remembers the choice; the current one is marked. Nothing for one merchant.
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { switchMerchant } from './workspace-actions';

export function MerchantSwitcher({
  merchants,
  currentId,
  returnTo,
}: {
  merchants: readonly { id: number; name: string }[];
  currentId: number;
  returnTo: string;
}) {
  if (merchants.length < 2) return null;
  return (
    <nav aria-label="تأمین‌کنندهٔ فعال" data-testid="merchant-switcher">
      <p className="mb-2 text-sm text-slate-700">شما عضو چند تأمین‌کننده هستید؛ کار برای کدام یک؟</p>
      <ul className="flex flex-wrap gap-2">
        {merchants.map((m) => (
          <li key={m.id}>
            <form action={switchMerchant}>
              <input type="hidden" name="merchantId" value={m.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <button
                type="submit"
                aria-current={m.id === currentId ? 'true' : undefined}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm ring-1 ring-slate-300 aria-[current=true]:bg-slate-900 aria-[current=true]:text-white"
              >
                {toPersianDigitsInText(m.name)}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </nav>
  );
}
