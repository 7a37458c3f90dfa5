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

const HELP_NAME = 'راهنمای سطح‌های احراز';

/** The id of a list's explanation of `level` (VerificationExplanations), for its badges' aria-describedby. */
export function verificationExplanationId(prefix: string, level: VerificationLevel): string {
  return `${prefix}vb-${level}`;
}

interface VerificationBadgeProps {
  level: VerificationLevel;
  /**
   * In a list: the prefix of the list's explanations (VerificationExplanations). The badge then points at its
   * level's one explanation (aria-describedby) and shows it on hover from the stylesheet (`.badge.tip`,
   * globals.css), instead of carrying it in a `title` and its name in an `aria-label`: on a list of 24 cards
   * those were ~10 KB of the HTML (issue 34). Alone (a product or supplier page) the badge carries them.
   */
  list?: string;
}

export function VerificationBadge({ level, list }: VerificationBadgeProps) {
  const explanation = VERIFICATION_EXPLANATIONS[level];
  return (
    <Link
      href={VERIFICATION_HELP_HREF}
      prefetch={false}
      // The tooltip is also the link's accessible description, so the name need not repeat it: on a list of
      // cards the explanation written twice was a quarter of each card's HTML (issue 34).
      {...(list === undefined
        ? { title: explanation, 'aria-label': `${VERIFICATION_LABELS[level]} (${HELP_NAME})` }
        : { 'aria-describedby': verificationExplanationId(list, level) })}
      // `.badge` (with its place above a card's stretched link) and its tone per level are component classes in
      // app/globals.css: one list of utilities there, not on each of a list's badges.
      className={list === undefined ? `badge badge-${level}` : `badge badge-${level} tip`}
      data-testid="verification-badge"
    >
      {/* The check before the label (every level but «none») is drawn by `.badge::before` in globals.css. */}
      {VERIFICATION_LABELS[level]}
    </Link>
  );
}

/**
 * A list's explanations of the levels its badges show, once each (hidden: read as the badges' description, and
 * shown on hover by the stylesheet). `prefix` must be unique on the page (a list's useId, or a fixed name).
 */
export function VerificationExplanations({ prefix, levels }: { prefix: string; levels: Iterable<VerificationLevel> }) {
  return (
    <div hidden>
      {[...new Set(levels)].map((level) => (
        <p
          key={level}
          id={verificationExplanationId(prefix, level)}
        >{`${HELP_NAME}: ${VERIFICATION_EXPLANATIONS[level]}`}</p>
      ))}
    </div>
  );
}
