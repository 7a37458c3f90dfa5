// forbidden() from a profile page (e.g. /profile/admin without the admin role) renders the 403 screen
// here, inside the profile layout, with HTTP 403.
import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ErrorScreen } from '@/features/errors/error-screen';

export const metadata = errorScreenMetadata('403');

export default function ProfileForbidden() {
  return <ErrorScreen copy={ERROR_SCREENS['403']} showBack />;
}
