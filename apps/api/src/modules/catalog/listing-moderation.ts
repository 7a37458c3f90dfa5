// A listing staff took off the site after reports (decision 034) carries the reason its supplier reads
// (`supplier_products.moderation_reason`, `moderated_at`). Every write that publishes a product clears it:
// the supplier may publish again once they have fixed what staff named.
import type { ListingModeration } from '@bazaar/contracts/own-products';

/** The columns to set with a new status: the staff flag goes when the product is published. */
export function clearedOnPublish(status: string | undefined): { moderationReason?: null; moderatedAt?: null } {
  return status === 'published' ? { moderationReason: null, moderatedAt: null } : {};
}

/** The supplier's view of the flag, or null when staff have not unpublished the listing. */
export function listingModeration(row: {
  moderationReason: string | null;
  moderatedAt: Date | null;
}): ListingModeration | null {
  return row.moderationReason && row.moderatedAt
    ? { reason: row.moderationReason, at: row.moderatedAt.toISOString() }
    : null;
}
