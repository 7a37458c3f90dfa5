import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { HelpLink } from '@/components/ui/help-link';
import { addressFormValues, EMPTY_ADDRESS_VALUES } from '@/features/addresses/address-form';
import { getProvinceCities, loadAddresses, loadCompanyAddresses } from '@/features/addresses/addresses-data.server';
import { myCompanyRole } from '@/features/companies/company-reference.server';
import { getProvinces } from '@/features/geography/provinces.server';
import { LiveRefresh } from '@/features/live/live-refresh';
import { firstParam, parsePublicId } from '@/lib/route-params';
import { AddressForm } from './_components/address-form.client';
import { AddressList, SharedAddressList } from './_components/address-list';

export const metadata: Metadata = {
  title: 'نشانی‌های تحویل',
  robots: { index: false, follow: false },
};

const PATH = '/profile/address';
const LIVE_TYPES = ['addresses.default.changed'] as const;

export default async function AddressesPage({ searchParams }: PageProps<'/profile/address'>) {
  const editId = parsePublicId(firstParam((await searchParams).edit));
  const [addresses, provinces, company] = await Promise.all([loadAddresses(PATH), getProvinces(), myCompanyRole()]);
  // A buyer company's member shares addresses with it and sees what the others shared (decision 058).
  const shared = company ? await loadCompanyAddresses(PATH) : [];
  // An address that no longer exists (deleted in another tab) simply leaves the form in "add" mode.
  const editing = editId === null ? null : (addresses.find((address) => address.id === editId) ?? null);
  const initialValues = editing ? addressFormValues(editing) : EMPTY_ADDRESS_VALUES;
  const initialCities = editing ? await getProvinceCities(editing.province.id) : [];

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'نشانی‌های تحویل' }]} />
      <header>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900">نشانی‌های تحویل</h1>
          <HelpLink id="profile-address" />
        </div>
        <p className="mt-1 text-slate-700">
          نشانی‌هایی که سفارش‌ها به آن‌ها فرستاده می‌شود. نشانی پیش‌فرض در سفارش‌های تازه از پیش انتخاب می‌شود.
        </p>
      </header>
      {/* The default chosen in another tab or on another device shows here without a reload. */}
      <LiveRefresh types={LIVE_TYPES} />
      <AddressList addresses={addresses} editingId={editing?.id ?? null} inCompany={company !== null} />
      {company ? (
        <SharedAddressList companyName={company.name} addresses={shared} isOwner={company.role === 'owner'} />
      ) : null}
      <AddressForm
        key={editing?.id ?? 'new'}
        editing={editing ? { id: editing.id, title: editing.title } : null}
        initialValues={initialValues}
        provinces={provinces}
        initialCities={initialCities}
      />
    </div>
  );
}
