// notFound() from a page of this group (an unknown supplier, a page number past the end) renders here,
// inside the group's layout like /error/404, instead of the root not-found with a second header.
// Unmatched URLs still get the root not-found.tsx.
import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ErrorScreen } from '@/features/errors/error-screen';

export const metadata = errorScreenMetadata('404');

export default function DefaultGroupNotFound() {
  return <ErrorScreen copy={ERROR_SCREENS['404']} showBack />;
}
