// Verification level of a supplier as a labelled badge (VERIFICATION_LABELS from the contract). Shared by
// the supplier and catalog features (a product card names its supplier), hence here and not in a feature.
import { VERIFICATION_LABELS, type VerificationLevel } from '@bazaar/contracts/suppliers';
import { clsx } from 'clsx';
import { BadgeCheckIcon } from './icons';

const TONES: Record<VerificationLevel, string> = {
  none: 'bg-slate-100 text-slate-700 ring-slate-300',
  identity: 'bg-sky-50 text-sky-900 ring-sky-200',
  documents: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  site_visit: 'bg-emerald-700 text-white ring-emerald-700',
};

export function VerificationBadge({ level }: { level: VerificationLevel }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
        TONES[level],
      )}
    >
      {level === 'none' ? null : <BadgeCheckIcon size={16} />}
      {VERIFICATION_LABELS[level]}
    </span>
  );
}
