// notFound() from a page of this group (an unknown supplier, a page number past the end) renders here,
// inside the group's layout like /error/404, instead of the root not-found with a second header.
// Unmatched URLs still get the root not-found.tsx. Drawn by a client component (a name in every page's
// payload, not the screen's markup: decision 076).
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { BoundaryScreen } from '../_components/error-screens.client';

export const metadata = errorScreenMetadata('404');

export default function DefaultGroupNotFound() {
  return <BoundaryScreen kind="404" />;
}
