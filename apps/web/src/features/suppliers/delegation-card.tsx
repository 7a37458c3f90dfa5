// One delegation (sales representative, agency or distributor) of a supplier.
import { DELEGATION_KIND_LABELS, type Delegation } from '@bazaar/contracts/suppliers';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { MapPinIcon } from '@/components/ui/icons';
import { PhoneLink } from './contact-links';
import { formatPlace } from './supplier-display';

interface DelegationCardProps {
  delegation: Delegation;
  headingLevel: 'h2' | 'h3';
}

export function DelegationCard({ delegation, headingLevel: Heading }: DelegationCardProps) {
  const headingId = `delegation-${delegation.id}`;
  const place = formatPlace(delegation.city, delegation.province);
  return (
    <article aria-labelledby={headingId} className="h-full rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="font-bold text-slate-900">
          {toPersianDigitsInText(delegation.name)}
        </Heading>
        <span className="rounded-md bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
          {DELEGATION_KIND_LABELS[delegation.kind]}
        </span>
      </div>
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        {place ? (
          <div className="flex items-center gap-1.5">
            <MapPinIcon size={16} className="shrink-0 text-slate-500" />
            <dt className="sr-only">محل</dt>
            <dd data-testid="delegation-place">{place}</dd>
          </div>
        ) : null}
        {delegation.region ? (
          <div className="flex gap-1.5">
            <dt>منطقهٔ تحت پوشش:</dt>
            <dd>{delegation.region}</dd>
          </div>
        ) : null}
        {delegation.address ? (
          <div className="flex gap-1.5">
            <dt>نشانی:</dt>
            <dd>{toPersianDigits(delegation.address)}</dd>
          </div>
        ) : null}
      </dl>
      {delegation.phone || delegation.mobile ? (
        <div className="mt-2 flex flex-wrap gap-x-4 text-sm">
          {delegation.phone ? <PhoneLink phone={delegation.phone} label="تلفن" /> : null}
          {delegation.mobile ? <PhoneLink phone={delegation.mobile} label="همراه" /> : null}
        </div>
      ) : null}
    </article>
  );
}
