// unauthorized(): the Persian 401 screen with HTTP 401 and a way to sign in. No page calls it today; without
// this file every page carried Next's English 401 screen in its payload, twice (decision 076).
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { BoundaryPage } from './_components/error-screens.client';

export const metadata = errorScreenMetadata('401');

export default function RootUnauthorized() {
  return <BoundaryPage kind="401" />;
}
