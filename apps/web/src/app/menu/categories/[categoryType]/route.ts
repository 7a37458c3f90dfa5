// GET /menu/categories/{type}: one panel of the header's category mega-menu, loaded by the browser when
// the panel first opens and kept by it (features/categories/category-mega-menu.client.tsx), so pages do
// not carry some 300 category links twice (HTML and React payload). Cached like the category pages: built
// on first request, then from Next's cache, re-read from the API at most every 10 minutes.
import { categoryTypeSchema } from '@bazaar/contracts/categories';
import { megaMenuPanelOf } from '@/features/categories/mega-menu-panel';
import { getCategoryMenu } from '@/features/categories/menu.server';

export const revalidate = 600;
export async function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<'/menu/categories/[categoryType]'>) {
  const type = categoryTypeSchema.safeParse((await params).categoryType);
  if (!type.success) return Response.json({ error: 'unknown category type' }, { status: 404 });
  return Response.json(megaMenuPanelOf(await getCategoryMenu(type.data)));
}
