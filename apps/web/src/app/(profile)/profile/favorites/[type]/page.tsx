// /profile/favorites/{type}: the visitor's favourite products, suppliers or articles.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseSavedListType } from '@/features/engagement/engagement-data.server';
import { FavoritesView } from '@/features/engagement/favorites-view';
import { parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'علاقه‌مندی‌ها', robots: { index: false, follow: false } };

export default async function FavoritesOfTypePage({ params, searchParams }: PageProps<'/profile/favorites/[type]'>) {
  const [{ type }, { page, notice }] = await Promise.all([params, searchParams]);
  const listType = parseSavedListType(type);
  const pageNumber = parsePageParam(page);
  if (listType === null || pageNumber === null) notFound();
  return <FavoritesView type={listType} page={pageNumber} notice={notice} />;
}
