import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ErrorScreen } from '@/features/errors/error-screen';

export const metadata = errorScreenMetadata('404');

export default function ErrorPage404() {
  return <ErrorScreen copy={ERROR_SCREENS['404']} showBack />;
}
