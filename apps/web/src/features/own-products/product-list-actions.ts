'use server';
// Server actions of the product list's tools (decision 028): bulk edit over chosen rows or every product of the
// filter, duplicate, and the spreadsheet import (check, or check and apply). Plain forms post to them, so they
// work without JavaScript; the import form shows its row-by-row report through useActionState.
import { isApiError } from '@bazaar/api-client/api-error';
import { PRODUCT_AVAILABILITIES, PRODUCT_STATUSES, type ProductAvailability } from '@bazaar/contracts/catalog-products';
import type { ProductStatus } from '@bazaar/contracts/own-products';
import { IMPORT_LIMITS, type ImportReport } from '@bazaar/contracts/product-tools';
import { redirect } from 'next/navigation';
import { loginHref, safeRedirectPath } from '@/features/auth/login-links';
import { workspaceApis } from '@/features/supplier-workspace/workspace-data.server';
import { problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import { editProductPath } from './editor-notices';
import { OWN_PRODUCTS_PATH, type OwnProductNoticeKey } from './notices';
import { readPriceInput } from './price-input';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const oneOf = <T extends string>(value: string, list: readonly T[]) =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Back to the list the form was on (its own path and query only), with an outcome key. */
function backTo(form: FormData, notice: OwnProductNoticeKey): never {
  const list = safeRedirectPath(text(form, 'returnTo')) ?? '';
  const base = list.startsWith(`${OWN_PRODUCTS_PATH}?`) || list === OWN_PRODUCTS_PATH ? list : OWN_PRODUCTS_PATH;
  const url = new URL(base, 'http://local');
  url.searchParams.set('notice', notice);
  redirect(`${url.pathname}${url.search}#bulk-edit`);
}

export async function bulkEditProducts(form: FormData) {
  const merchantId = parsePublicId(text(form, 'merchantId'));
  if (!merchantId) backTo(form, 'gone');
  const all = text(form, 'scope') === 'all';
  const ids = form
    .getAll('ids')
    .map((v) => parsePublicId(String(v)))
    .filter((v): v is number => v !== null);
  if (!all && ids.length === 0) backTo(form, 'bulk-empty');
  const change: { priceRials?: number | null; availability?: ProductAvailability; status?: 'published' | 'draft' } = {};
  // An empty price and no «استعلام قیمت»: prices stay as they are.
  if (text(form, 'price') || form.get('onInquiry') === 'on') {
    const price = readPriceInput(text(form, 'price').slice(0, 40), form.get('onInquiry') === 'on');
    if (!price.ok) backTo(form, price.error);
    change.priceRials = price.priceRials;
  }
  const availability = oneOf(text(form, 'availability'), PRODUCT_AVAILABILITIES);
  if (availability) change.availability = availability;
  const status = oneOf(text(form, 'publish'), ['published', 'draft'] as const);
  if (status) change.status = status;
  if (Object.keys(change).length === 0) backTo(form, 'bulk-nothing');
  const filter = {
    q: text(form, 'q') || undefined,
    status: oneOf<ProductStatus>(text(form, 'filterStatus'), PRODUCT_STATUSES),
    availability: oneOf<ProductAvailability>(text(form, 'filterAvailability'), PRODUCT_AVAILABILITIES),
    categoryId: parsePublicId(text(form, 'categoryId')) ?? undefined,
  };
  let notice: OwnProductNoticeKey = 'bulk-saved';
  try {
    const { workspace } = await workspaceApis(OWN_PRODUCTS_PATH);
    await workspace.bulkEdit({ body: { merchantId, ...(all ? { filter } : { ids: ids.slice(0, 500) }), ...change } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    notice = !isApiError(error)
      ? 'failed'
      : error.status === 404
        ? 'gone'
        : error.status === 403
          ? 'forbidden'
          : error.status === 400 && all
            ? 'bulk-too-many'
            : 'failed';
  }
  backTo(form, notice);
}

export async function duplicateProduct(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  if (!id) backTo(form, 'gone');
  let copy: number;
  try {
    const { workspace } = await workspaceApis(OWN_PRODUCTS_PATH);
    copy = (await workspace.duplicate({ params: { id } })).id;
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    backTo(form, isApiError(error) && error.status === 403 ? 'forbidden' : 'gone');
  }
  redirect(`${editProductPath(copy)}?notice=duplicated`);
}

export interface ImportState {
  report: ImportReport | null;
  message: string | null;
  fileName: string | null;
}

export async function importProducts(_state: ImportState, form: FormData): Promise<ImportState> {
  const merchantId = parsePublicId(text(form, 'merchantId'));
  const file = form.get('file');
  if (!merchantId) return { report: null, message: 'تأمین‌کننده را دوباره برگزینید.', fileName: null };
  if (!(file instanceof File) || file.size === 0)
    return { report: null, message: 'پروندهٔ CSV را برگزینید.', fileName: null };
  if (file.size > IMPORT_LIMITS.chars * 2)
    return { report: null, message: 'پرونده بزرگ‌تر از حد مجاز (حدود ۱ مگابایت) است.', fileName: file.name };
  const csv = new TextDecoder('utf-8').decode(await file.arrayBuffer());
  if (csv.length > IMPORT_LIMITS.chars)
    return { report: null, message: 'پرونده بزرگ‌تر از حد مجاز (حدود ۱ مگابایت) است.', fileName: file.name };
  try {
    const { workspace } = await workspaceApis(OWN_PRODUCTS_PATH);
    const report = await workspace.importProducts({
      body: { merchantId, csv, apply: text(form, 'mode') === 'apply' },
    });
    return { report, message: null, fileName: file.name };
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    return { report: null, message: problemMessage(error), fileName: file.name };
  }
}
