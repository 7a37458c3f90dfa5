// forbidden() from a profile page (e.g. /profile/admin without the admin role) renders the 403 screen
// here, inside the profile layout, with HTTP 403. Drawn by a client component (decision 076).
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { BoundaryScreen } from '../_components/error-screens.client';

export const metadata = errorScreenMetadata('403');

export default function ProfileForbidden() {
  return <BoundaryScreen kind="403" />;
}
