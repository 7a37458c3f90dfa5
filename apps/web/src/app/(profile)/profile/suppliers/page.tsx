// /profile/suppliers: the suppliers the visitor follows (hearted) and the ones they looked at lately. Suppliers
// they have traded with join this page when direct orders land (issue 12).
import type { SavedObject } from '@bazaar/contracts/engagement';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { loadFavorites, loadLastVisits } from '@/features/engagement/engagement-data.server';
import { favoritesHref, savedObjectHref } from '@/features/engagement/saved-links';

export const metadata: Metadata = { title: 'تأمین‌کنندگان', robots: { index: false, follow: false } };

const PATH = '/profile/suppliers';

function SupplierList({ label, suppliers }: { label: string; suppliers: SavedObject[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={label}>
      {suppliers.map((supplier) => (
        <li key={supplier.id} className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
          {supplier.imageUrl ? (
            // biome-ignore lint/performance/noImgElement: logos come from the API's file store at any address.
            <img
              src={supplier.imageUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-lg bg-slate-100 object-contain"
            />
          ) : null}
          <Link href={savedObjectHref('supplier', supplier)} className="font-bold text-brand-900 hover:underline">
            {toPersianDigitsInText(supplier.title)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default async function ProfileSuppliersPage() {
  const [followed, visited] = await Promise.all([loadFavorites(PATH, 'supplier', 1), loadLastVisits(PATH, 'supplier')]);
  const followedSuppliers = followed.items.flatMap((f) => (f.object ? [f.object] : []));
  const followedIds = new Set(followedSuppliers.map((s) => s.id));
  const visitedSuppliers = visited
    .flatMap((v) => (v.object && !followedIds.has(v.object.id) ? [v.object] : []))
    .slice(0, 10);

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'تأمین‌کنندگان' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">تأمین‌کنندگان</h1>
        <p className="mt-1 text-slate-700">تأمین‌کنندگانی که دنبال می‌کنید و آن‌هایی که اخیراً دیده‌اید.</p>
      </header>
      <section aria-labelledby="followed-heading" className="flex flex-col gap-3">
        <h2 id="followed-heading" className="text-lg font-bold text-slate-900">
          دنبال‌شده‌ها
        </h2>
        {followedSuppliers.length === 0 ? (
          <EmptyState title="هنوز تأمین‌کننده‌ای را دنبال نمی‌کنید">
            در صفحهٔ هر تأمین‌کننده، نشان قلب را بزنید تا اینجا و در علاقه‌مندی‌ها نگه داشته شود.
          </EmptyState>
        ) : (
          <>
            <SupplierList label="تأمین‌کنندگان دنبال‌شده" suppliers={followedSuppliers} />
            {followed.total > followed.items.length ? (
              <Link
                href={favoritesHref('supplier')}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                همهٔ تأمین‌کنندگان دنبال‌شده
              </Link>
            ) : null}
          </>
        )}
      </section>
      {visitedSuppliers.length > 0 ? (
        <section aria-labelledby="visited-heading" className="flex flex-col gap-3">
          <h2 id="visited-heading" className="text-lg font-bold text-slate-900">
            اخیراً دیده‌شده
          </h2>
          <SupplierList label="تأمین‌کنندگان اخیراً دیده‌شده" suppliers={visitedSuppliers} />
        </section>
      ) : null}
    </div>
  );
}
