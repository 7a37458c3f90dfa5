import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ErrorScreen } from '@/features/errors/error-screen';

export const metadata = errorScreenMetadata('400');

export default function ErrorPage400() {
  return <ErrorScreen copy={ERROR_SCREENS['400']} showBack />;
}
