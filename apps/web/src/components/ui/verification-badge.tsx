// Verification level of a supplier as a labelled badge (VERIFICATION_LABELS from the contract). Shared by
// the supplier and catalog features (a product card names its supplier), hence here and not in a feature.
import { VERIFICATION_LABELS, type VerificationLevel } from '@bazaar/contracts/verification-levels';

export function VerificationBadge({ level }: { level: VerificationLevel }) {
  return (
    <span
      // `.badge` and its tone per level are component classes in app/globals.css.
      className={`badge badge-${level}`}
    >
      {level === 'none' ? null : <span aria-hidden="true" className="ic ic-check" />}
      {VERIFICATION_LABELS[level]}
    </span>
  );
}
