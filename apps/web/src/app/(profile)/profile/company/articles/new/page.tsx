// /profile/company/articles/new: a new article attached to the member's company (decision 029).
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ArticleForm } from '@/features/supplier-profile/article-form';
import { COMPANY_PROFILE_PATH } from '@/features/supplier-profile/notices';
import { loadProfileMerchants } from '@/features/supplier-profile/profile-data.server';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'مقالهٔ تازه', robots: { index: false, follow: false } };

export default async function NewArticlePage({ searchParams }: PageProps<'/profile/company/articles/new'>) {
  const params = await searchParams;
  const merchants = await loadProfileMerchants(`${COMPANY_PROFILE_PATH}/articles/new`);
  const merchant = merchants.find((m) => m.id === parsePublicId(firstParam(params.merchantId))) ?? merchants[0];
  if (!merchant) forbidden();
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'نمایهٔ شرکت', href: `${COMPANY_PROFILE_PATH}?merchantId=${merchant.id}` },
          { label: 'مقالهٔ تازه' },
        ]}
      />
      <h1 className="text-2xl font-bold text-slate-900">مقالهٔ تازه برای {merchant.name}</h1>
      <section className="rounded-xl bg-white p-5 ring-1 ring-slate-200" aria-label="مقاله">
        <ArticleForm merchantId={merchant.id} />
      </section>
    </div>
  );
}
