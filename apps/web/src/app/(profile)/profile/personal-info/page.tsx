import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { companyValues } from '@/features/profile/company-form';
import { personalInfoValues } from '@/features/profile/personal-info-form';
import { loadBuyerCompany, loadPersonalInfo } from '@/features/profile/profile-data.server';
import { CompanyForm } from './_components/company-form.client';
import { PersonalInfoForm } from './_components/personal-info-form.client';
import { ProfilePictureForm } from './_components/profile-picture-form.client';

export const metadata: Metadata = {
  title: 'اطلاعات شخصی',
  robots: { index: false, follow: false },
};

export default async function PersonalInfoPage() {
  const [info, company] = await Promise.all([
    loadPersonalInfo('/profile/personal-info'),
    loadBuyerCompany('/profile/personal-info'),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'اطلاعات شخصی' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">اطلاعات شخصی</h1>
        <p className="mt-1 text-slate-700">
          شمارهٔ موبایل حساب:{' '}
          <bdi dir="ltr" className="font-medium">
            {toPersianDigits(info.phone)}
          </bdi>
        </p>
      </header>
      <section aria-labelledby="picture-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="picture-heading" className="mb-4 text-xl font-bold text-slate-900">
          تصویر پروفایل
        </h2>
        <ProfilePictureForm pictureUrl={info.profilePictureUrl} />
        <noscript>
          <p className="mt-3 text-slate-700">برای بارگذاری تصویر، جاوااسکریپت مرورگر را فعال کنید.</p>
        </noscript>
      </section>
      <section aria-labelledby="details-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="details-heading" className="mb-4 text-xl font-bold text-slate-900">
          مشخصات
        </h2>
        <PersonalInfoForm initialValues={personalInfoValues(info)} />
      </section>
      <section aria-labelledby="company-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="company-heading" className="text-xl font-bold text-slate-900">
          اطلاعات شرکت
        </h2>
        <p className="mt-1 mb-4 text-slate-700">
          برای صدور فاکتور رسمی؛ در سفارش‌های مستقیم و گزارش چاپی آن‌ها به نام شرکت شما درج می‌شود.
        </p>
        <CompanyForm initialValues={companyValues(company.company)} />
      </section>
    </div>
  );
}
