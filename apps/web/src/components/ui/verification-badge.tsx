// Verification level of a supplier as a labelled badge (VERIFICATION_LABELS from the contract). Shared by
// the supplier and catalog features (a product card names its supplier), hence here and not in a feature.
// The badge explains itself (issue 32): its tooltip and accessible description say what the level checked, exactly as
// built (VERIFICATION_EXPLANATIONS), and it links to the help entry that lists every level and check.
import {
  VERIFICATION_EXPLANATIONS,
  VERIFICATION_HELP_HREF,
  VERIFICATION_LABELS,
  type VerificationLevel,
} from '@bazaar/contracts/verification-levels';
import Link from 'next/link';

export function VerificationBadge({ level }: { level: VerificationLevel }) {
  const explanation = VERIFICATION_EXPLANATIONS[level];
  return (
    <Link
      href={VERIFICATION_HELP_HREF}
      prefetch={false}
      // The tooltip is also the link's accessible description, so the name need not repeat it: on a list of
      // cards the explanation written twice was a quarter of each card's HTML (issue 34).
      title={explanation}
      aria-label={`${VERIFICATION_LABELS[level]} (راهنمای سطح‌های احراز)`}
      // `.badge` (with its place above a card's stretched link) and its tone per level are component classes in
      // app/globals.css: one list of utilities there, not on each of a list's badges.
      className={`badge badge-${level}`}
      data-testid="verification-badge"
    >
      {level === 'none' ? null : <span aria-hidden="true" className="ic ic-check" />}
      {VERIFICATION_LABELS[level]}
    </Link>
  );
}
