import { PROPERTY_TYPE_LABELS } from '@bazaar/contracts/catalog-properties';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { getCategoryProperties } from '@/features/catalog/catalog-api.server';
import { categoryProductsHref } from '@/features/catalog/product-links';
import { formatOptionLabel, formatYesNo } from '@/features/catalog/property-format';
import { getCategoryTrailOrNotFound } from '@/features/categories/breadcrumb.server';
import { categoryPropertiesHref, categoryTrailCrumbs } from '@/features/categories/category-links';
import { canonicalFor, pageLinks } from '@/lib/metadata';

// Properties change rarely; served from cache and re-rendered at most every minute.
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/category/properties/[categoryId]/[name]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await getCategoryTrailOrNotFound((await params).categoryId);
  const name = toPersianDigitsInText(category.name);
  return {
    title: `مشخصات فنی ${name}`,
    description: `ویژگی‌های فنی محصولات ${name}، واحدهای اندازه‌گیری و گزینه‌های هر ویژگی.`,
    ...pageLinks(canonicalFor(categoryPropertiesHref(category))),
  };
}

const cell = 'px-4 py-3 align-top';

export default async function CategoryPropertiesPage({ params }: Props) {
  const { trail, category } = await getCategoryTrailOrNotFound((await params).categoryId);
  const properties = await getCategoryProperties(category.id);
  const name = toPersianDigitsInText(category.name);
  const definedIn = new Map(trail.map((item) => [item.id, toPersianDigitsInText(item.name)]));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[...categoryTrailCrumbs(trail, false), { label: 'مشخصات فنی' }]} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">مشخصات فنی {name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        ویژگی‌هایی که تأمین‌کنندگان برای محصولات این دسته ثبت می‌کنند. ویژگی‌های قابل فیلتر را در{' '}
        <Link
          href={categoryProductsHref(category)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          فهرست محصولات {name}
        </Link>{' '}
        می‌توانید با هر واحدی جستجو کنید.
      </p>
      {properties.length > 0 ? (
        <div className="mt-6 overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
          <table className="w-full min-w-[48rem] text-start">
            <caption className="sr-only">ویژگی‌های فنی {name}</caption>
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                {['ویژگی', 'نوع', 'واحد پیش‌فرض', 'واحدهای دیگر', 'گزینه‌ها', 'قابل فیلتر'].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-2 text-start font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {properties.map((property) => (
                <tr key={property.id}>
                  <th scope="row" className={`${cell} text-start font-medium text-slate-900`}>
                    {property.name}
                    {property.categoryId !== category.id && definedIn.has(property.categoryId) ? (
                      <span className="block text-xs font-normal text-slate-600">
                        از {definedIn.get(property.categoryId)}
                      </span>
                    ) : null}
                    {property.hint ? (
                      <span className="block text-xs font-normal leading-6 text-slate-600">{property.hint}</span>
                    ) : null}
                  </th>
                  <td className={cell}>{PROPERTY_TYPE_LABELS[property.type]}</td>
                  <td className={cell}>
                    {property.defaultUnit ? (
                      <>
                        {property.defaultUnit.name} (<bdi dir="ltr">{property.defaultUnit.symbol}</bdi>)
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={`${cell} text-sm`}>
                    {property.units.filter((unit) => unit.id !== property.defaultUnit?.id).length > 0 ? (
                      <ul className="flex flex-wrap gap-1">
                        {property.units
                          .filter((unit) => unit.id !== property.defaultUnit?.id)
                          .map((unit) => (
                            <li key={unit.id} className="rounded bg-slate-100 px-1.5" title={unit.name}>
                              <bdi dir="ltr">{unit.symbol}</bdi>
                            </li>
                          ))}
                      </ul>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={`${cell} text-sm`}>
                    {property.options.length > 0
                      ? property.options.map((option) => formatOptionLabel(option.label)).join('، ')
                      : '—'}
                  </td>
                  <td className={cell}>{formatYesNo(property.filterable && property.type !== 'text')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="mt-6">
          <EmptyState title="برای این دسته هنوز ویژگی فنی تعریف نشده است" />
        </div>
      )}
    </div>
  );
}
