// "Delegations": the first few representatives and agencies, with a link to the full list.
import type { SupplierDetail } from '@bazaar/contracts/suppliers';
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { DelegationCard } from '@/features/suppliers/delegation-card';
import { supplierDelegationsHref } from '@/features/suppliers/supplier-links';
import { listDelegations } from '@/features/suppliers/suppliers-api.server';

const PREVIEW_SIZE = 6;

export async function DelegationsSection({ supplier }: { supplier: SupplierDetail }) {
  const delegations = await listDelegations({ merchantId: supplier.id, pageSize: PREVIEW_SIZE });
  if (delegations.total === 0) {
    return (
      <EmptyState title="نمایندگی‌ای ثبت نشده است">
        این تأمین‌کننده مستقیم به خریداران می‌فروشد یا هنوز نمایندگی‌های خود را معرفی نکرده است.
      </EmptyState>
    );
  }
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="نمایندگی‌ها">
        {delegations.items.map((delegation) => (
          <li key={delegation.id}>
            <DelegationCard delegation={delegation} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-5">
        <Link href={supplierDelegationsHref(supplier)} className={buttonClass('secondary')}>
          همهٔ نمایندگی‌ها ({formatNumberFa(delegations.total)})
        </Link>
      </p>
    </div>
  );
}
