import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ErrorScreen } from '@/features/errors/error-screen';

export const metadata = errorScreenMetadata('generic');

export default function ErrorPageGeneric() {
  return <ErrorScreen copy={ERROR_SCREENS.generic} />;
}
