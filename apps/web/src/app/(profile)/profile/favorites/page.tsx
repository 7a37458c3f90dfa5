// /profile/favorites: every favourite of the visitor, newest first.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FavoritesView } from '@/features/engagement/favorites-view';
import { parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'علاقه‌مندی‌ها', robots: { index: false, follow: false } };

export default async function FavoritesPage({ searchParams }: PageProps<'/profile/favorites'>) {
  const { page, notice } = await searchParams;
  const pageNumber = parsePageParam(page);
  if (pageNumber === null) notFound();
  return <FavoritesView type="all" page={pageNumber} notice={notice} />;
}
