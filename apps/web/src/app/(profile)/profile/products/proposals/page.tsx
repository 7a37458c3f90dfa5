// /profile/products/proposals: base products the member's merchant proposed, with staff's decision and the
// reason of a refusal, and the form to propose another (decision 027).
import { BASE_PRODUCT_REVIEW_LABELS } from '@bazaar/contracts/base-product-proposals';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { ActionForm, FieldMessage, FormMessage } from '@/components/ui/action-form.client';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { editorNotice, PRODUCT_PROPOSALS_PATH } from '@/features/own-products/editor-notices';
import { proposeBaseProduct } from '@/features/own-products/product-actions';
import { loadManagedMerchants, workspaceApis } from '@/features/supplier-workspace/workspace-data.server';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'پیشنهاد کالای پایه', robots: { index: false, follow: false } };

export default async function ProposalsPage({ searchParams }: PageProps<'/profile/products/proposals'>) {
  const params = await searchParams;
  const merchants = (await loadManagedMerchants(PRODUCT_PROPOSALS_PATH)).filter((m) => m.manageProducts);
  const merchant = merchants.find((m) => m.id === parsePublicId(firstParam(params.merchantId))) ?? merchants[0];
  if (!merchant) forbidden();
  const apis = await workspaceApis(PRODUCT_PROPOSALS_PATH);
  const q = firstParam(params.q)?.trim().slice(0, 100) ?? '';
  const [proposals, categories] = await Promise.all([
    apis.workspace.myProposals({ query: { merchantId: merchant.id } }),
    q ? apis.categories.list({ query: { q, pageSize: 30 } }) : Promise.resolve(null),
  ]);

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'محصولات من', href: '/profile/products' },
          { label: 'پیشنهاد کالای پایه' },
        ]}
      />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">پیشنهاد کالای پایه</h1>
        <p className="mt-1 text-slate-700">
          کالای پایه نوع کلی یک محصول است (مانند «پمپ سانتریفیوژ یک‌طبقه»). پیشنهاد شما پس از بررسی کارشناسان برای همهٔ
          تأمین‌کنندگان قابل انتخاب می‌شود.
        </p>
      </header>
      <NoticeBanner notice={editorNotice(params.notice)} />

      <section aria-labelledby="my-proposals" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="my-proposals" className="text-lg font-bold text-slate-900">
          پیشنهادهای {merchant.name}
        </h2>
        {proposals.length === 0 ? <p className="mt-2 text-slate-700">هنوز پیشنهادی ثبت نشده است.</p> : null}
        <ul className="mt-3 flex flex-col gap-2">
          {proposals.map((p) => (
            <li key={p.id} className="rounded-lg bg-slate-50 p-3" data-testid="proposal">
              <p className="font-medium text-slate-900">
                {toPersianDigitsInText(p.name)} · {p.categoryName} · {BASE_PRODUCT_REVIEW_LABELS[p.review]}
              </p>
              {p.rejectionReason ? (
                <p className="mt-1 text-sm text-red-800">دلیل رد: {toPersianDigitsInText(p.rejectionReason)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="propose-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="propose-heading" className="text-lg font-bold text-slate-900">
          پیشنهاد تازه
        </h2>
        <search>
          <form noValidate action={PRODUCT_PROPOSALS_PATH} className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="merchantId" value={merchant.id} />
            <div className="min-w-60 flex-1">
              <label htmlFor="proposal-q" className={labelClass}>
                جست‌وجوی دسته‌بندی
              </label>
              <input id="proposal-q" name="q" type="search" defaultValue={q} className={inputClass()} />
            </div>
            <button type="submit" className={buttonClass('secondary')}>
              جست‌وجو
            </button>
          </form>
        </search>
        <ActionForm action={proposeBaseProduct} className="mt-4 grid gap-4 md:grid-cols-2" label="پیشنهاد کالای پایه">
          <div className="md:col-span-2">
            <FormMessage />
          </div>
          <input type="hidden" name="merchantId" value={merchant.id} />
          <div>
            <label htmlFor="proposal-category" className={labelClass}>
              دسته‌بندی
            </label>
            <select
              id="proposal-category"
              name="categoryId"
              aria-describedby="proposal-category-error"
              className={inputClass()}
            >
              <option value="">{categories ? 'انتخاب دسته‌بندی' : 'ابتدا دسته‌بندی را جست‌وجو کنید'}</option>
              {categories?.items
                .filter((c) => c.level >= 2)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </select>
            <FieldMessage field="categoryId" id="proposal-category-error" />
          </div>
          <div>
            <label htmlFor="proposal-name" className={labelClass}>
              نام کالای پایه
            </label>
            <input
              id="proposal-name"
              name="name"
              required
              maxLength={150}
              aria-describedby="proposal-name-error"
              className={inputClass()}
            />
            <FieldMessage field="name" id="proposal-name-error" />
          </div>
          <div>
            <label htmlFor="proposal-latin" className={labelClass}>
              نام لاتین (اختیاری)
            </label>
            <input id="proposal-latin" name="latinName" dir="ltr" maxLength={150} className={inputClass()} />
          </div>
          <div>
            <label htmlFor="proposal-unit" className={labelClass}>
              واحد فروش
            </label>
            <input
              id="proposal-unit"
              name="salesUnit"
              required
              maxLength={30}
              defaultValue="عدد"
              aria-describedby="proposal-unit-error"
              className={inputClass()}
            />
            <FieldMessage field="salesUnit" id="proposal-unit-error" />
          </div>
          <div className="md:col-span-2">
            <label htmlFor="proposal-description" className={labelClass}>
              توضیح
            </label>
            <textarea id="proposal-description" name="description" rows={3} maxLength={2000} className={inputClass()} />
          </div>
          <div>
            <button type="submit" className={buttonClass('primary')}>
              ثبت پیشنهاد
            </button>
          </div>
        </ActionForm>
      </section>
    </div>
  );
}
