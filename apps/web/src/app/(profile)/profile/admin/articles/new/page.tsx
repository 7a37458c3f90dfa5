// /profile/admin/articles/new: write an article; it is saved as a draft (never public) until published.
// Staff only (decision 030).
import type { Metadata } from 'next';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ArticleForm } from '@/features/staff-admin/article-form';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_ARTICLES_PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';

const PATH = `${STAFF_ARTICLES_PATH}/new`;

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'مطلب تازه', robots: { index: false, follow: false } };
}

export default async function NewArticlePage() {
  const { content } = await staffApis(PATH);
  const types = await content.contentTypeTree();
  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={STAFF_ARTICLES_PATH} />
      <h1 className="text-2xl font-bold text-slate-900">مطلب تازه</h1>
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <ArticleForm types={types} />
      </div>
    </div>
  );
}
