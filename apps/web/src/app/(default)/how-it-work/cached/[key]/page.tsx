import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageByUniqueNameOrNotFound } from '@/features/content/content-api.server';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import { HOW_IT_WORK_NAME, HowItWorkView, howItWorkMetadata } from '../../_components/how-it-work-view';

// /how-it-work from Next's page cache (issue 34, docs/decisions/062): the proxy rewrites the bare address
// here (lib/bare-address-twins.ts). Rendered on the first visit, not at build (when the API may be down),
// then at most every 5 minutes and at once on the `content` tag. Only the key `all` exists.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/how-it-work/cached/[key]'>;

async function load(params: Props['params']) {
  if ((await params).key !== BARE_ADDRESS_KEY) notFound();
  return getPageByUniqueNameOrNotFound(HOW_IT_WORK_NAME);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return howItWorkMetadata(await load(params));
}

export default async function CachedHowItWorkPage({ params }: Props) {
  return <HowItWorkView page={await load(params)} />;
}
