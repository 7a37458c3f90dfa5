// Every unmatched URL (and every notFound() without a closer boundary) renders this with HTTP 404,
// in place: no redirect to /error/404, so the address bar keeps what the visitor typed. The screen is
// drawn by a client component, so that every page's payload names it instead of carrying its markup.
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { BoundaryPage } from './_components/error-screens.client';

export const metadata = errorScreenMetadata('404');

export default function NotFound() {
  return <BoundaryPage kind="404" />;
}
