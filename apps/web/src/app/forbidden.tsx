// forbidden() outside the profile area (which has its own, inside its layout): the Persian 403 screen with
// HTTP 403. Without this file every page carried Next's English 403 screen in its payload, twice (decision 076).
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { BoundaryPage } from './_components/error-screens.client';

export const metadata = errorScreenMetadata('403');

export default function RootForbidden() {
  return <BoundaryPage kind="403" />;
}
