// Metadata of the error screens: '{code} - {message}' titles, kept out of search indexes.
import type { Metadata } from 'next';
import { errorPageTitle } from '@/lib/metadata';
import { ERROR_SCREENS, type ErrorScreenKind } from './error-copy';

export function errorScreenMetadata(kind: ErrorScreenKind): Metadata {
  const copy = ERROR_SCREENS[kind];
  return {
    title: errorPageTitle(copy.code, copy.titleMessage),
    robots: { index: false, follow: true },
  };
}
