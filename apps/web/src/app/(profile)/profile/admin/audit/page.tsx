// /profile/admin/audit: every staff action, newest first: who, when, what, on which object (decision 027).
// Staff only.
import { AUDIT_ACTION_LABELS } from '@bazaar/contracts/supplier-audit-log';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { parsePageParam } from '@/lib/route-params';

const PATH = '/profile/admin/audit';
const PAGE_SIZE = 50;
const OBJECT_LABELS: Record<string, string> = {
  merchant: 'تأمین‌کننده',
  base_product: 'کالای پایه',
  comment: 'دیدگاه',
  feedback: 'پیام',
  advertisement: 'تبلیغ',
  announcement: 'اطلاعیه',
  page: 'مطلب',
  user: 'کاربر',
};

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'گزارش اقدامات کارشناسان', robots: { index: false, follow: false } };
}

export default async function StaffAuditPage({ searchParams }: PageProps<'/profile/admin/audit'>) {
  const { workspace } = await staffApis(PATH);
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const log = await workspace.auditLog({ query: { page, pageSize: PAGE_SIZE } });

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">گزارش اقدامات کارشناسان</h1>
      </header>
      {log.items.length === 0 ? (
        <EmptyState title="اقدامی ثبت نشده است">هنوز کارشناسی اقدامی نکرده است.</EmptyState>
      ) : null}
      {log.items.length > 0 ? (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-sm">
            <caption className="sr-only">اقدامات کارشناسان، تازه‌ترین در بالا</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className="p-3 text-start">
                  زمان
                </th>
                <th scope="col" className="p-3 text-start">
                  کارشناس
                </th>
                <th scope="col" className="p-3 text-start">
                  اقدام
                </th>
                <th scope="col" className="p-3 text-start">
                  موضوع
                </th>
                <th scope="col" className="p-3 text-start">
                  جزئیات
                </th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100">
                  <td className="p-3">
                    <time dateTime={entry.createdAt}>
                      {formatJalaliDate(entry.createdAt, { style: 'long', withTime: true })}
                    </time>
                  </td>
                  <td className="p-3">{entry.staff.name || toPersianDigits(entry.staff.phone)}</td>
                  <td className="p-3">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td className="p-3">
                    {OBJECT_LABELS[entry.objectType] ?? entry.objectType} {toPersianDigits(entry.objectId)}
                  </td>
                  <td className="p-3">
                    {typeof entry.detail.reason === 'string' ? toPersianDigitsInText(entry.detail.reason) : ''}
                    {typeof entry.detail.name === 'string' ? toPersianDigitsInText(entry.detail.name) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        page={page}
        totalPages={Math.ceil(log.total / PAGE_SIZE)}
        hrefFor={(n) => (n > 1 ? `${PATH}?page=${n}` : PATH)}
      />
    </div>
  );
}
