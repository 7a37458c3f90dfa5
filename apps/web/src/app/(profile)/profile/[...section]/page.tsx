// Profile sections of later issues: a real page for each of the spec's addresses that says the section
// is coming, with no made-up data. A section's own route, once built, takes precedence over this one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { requireSession } from '@/features/auth/session.server';
import { comingSoonSection } from '../../_components/coming-soon-sections';

type Props = PageProps<'/profile/[...section]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = comingSoonSection((await params).section);
  return { title: item?.label, robots: { index: false, follow: false } };
}

export default async function ComingSoonSectionPage({ params }: Props) {
  const { section } = await params;
  await requireSession(`/profile/${section.map(encodeURIComponent).join('/')}`);
  const item = comingSoonSection(section);
  if (!item) notFound();

  return (
    <section aria-labelledby="section-heading" className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 id="section-heading" className="text-2xl font-bold text-slate-900">
        {item.label}
      </h1>
      <p className="mt-4 inline-block rounded-full bg-accent-100 px-3 py-0.5 font-medium text-accent-800">به‌زودی</p>
      <p className="mt-3 text-lg text-slate-700">
        بخش «{item.label}» هنوز راه‌اندازی نشده است و به‌زودی در همین صفحه در دسترس خواهد بود.
      </p>
      <p className="mt-6">
        <Link href="/profile" className={buttonClass('secondary')}>
          بازگشت به حساب کاربری
        </Link>
      </p>
    </section>
  );
}
