'use server';
// Server actions of the product list's tools (decision 028): bulk edit over chosen rows or every product of the
// filter, duplicate, and the spreadsheet import (check, or check and apply). Plain forms post to them, so they
// work without JavaScript; the import form shows its row-by-row report through useActionState.
import { isApiError } from '@bazaar/api-client/api-error';
import {
  bulkEditBodySchema,
  IMPORT_LIMITS,
  type ImportReport,
  importBodySchema,
} from '@bazaar/contracts/product-tools';
import { redirect } from 'next/navigation';
import { loginHref, safeRedirectPath } from '@/features/auth/login-links';
import { workspaceApis } from '@/features/supplier-workspace/workspace-data.server';
import { problemMessage } from '@/lib/api-problem';
import { formId, parseForm } from '@/lib/forms/parse-form';
import { editProductPath } from './editor-notices';
import { OWN_PRODUCTS_PATH, type OwnProductNoticeKey } from './notices';
import { readPriceInput } from './price-input';

/** Back to the list the form was on (its own path and query only), with an outcome key. */
function backTo(form: FormData, notice: OwnProductNoticeKey): never {
  // The list's address (no contract field), checked to be the list's own.
  const list = safeRedirectPath(String(form.get('returnTo') ?? '')) ?? '';
  const base = list.startsWith(`${OWN_PRODUCTS_PATH}?`) || list === OWN_PRODUCTS_PATH ? list : OWN_PRODUCTS_PATH;
  const url = new URL(base, 'http://local');
  url.searchParams.set('notice', notice);
  redirect(`${url.pathname}${url.search}#bulk-edit`);
}

/** The bulk form's names for the contract's fields; the list's filter comes along for «every product». */
const BULK_FIELDS: Record<string, string> = {
  merchantId: 'merchantId',
  availability: 'availability',
  publish: 'status',
  q: 'filter.q',
  filterStatus: 'filter.status',
  filterAvailability: 'filter.availability',
  categoryId: 'filter.categoryId',
};

export async function bulkEditProducts(form: FormData) {
  // «every product of the filter» or «the chosen rows»: the form's choice between `filter` and `ids`.
  const all = form.get('scope') === 'all';
  // An empty price and no «استعلام قیمت»: prices stay as they are.
  const price = readPriceInput(form);
  const keepPrices = !price.ok && price.error === 'required';
  const parsed = parseForm(bulkEditBodySchema, form, {
    rename: (name) => {
      if (name === 'ids') return all ? null : 'ids';
      const path = Object.hasOwn(BULK_FIELDS, name) ? BULK_FIELDS[name] : undefined;
      return path && (all || !path.startsWith('filter.')) ? path : null;
    },
    empty: all ? { filter: {} } : {},
    values: { priceRials: price.ok ? price.priceRials : undefined },
  });
  const on = (field: string) => !parsed.ok && parsed.issues.some((issue) => issue.field === field);
  if (on('merchantId')) return backTo(form, 'gone');
  if (on('ids')) return backTo(form, 'bulk-empty');
  if (!price.ok && !keepPrices) return backTo(form, price.error);
  if (!parsed.ok) return backTo(form, on('priceRials') ? 'bulk-nothing' : 'failed');
  let notice: OwnProductNoticeKey = 'bulk-saved';
  try {
    const { workspace } = await workspaceApis(OWN_PRODUCTS_PATH);
    await workspace.bulkEdit({ body: parsed.data });
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
  const id = formId(form);
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
  const merchantId = formId(form, 'merchantId');
  // The spreadsheet itself: a file, read here into the contract's `csv`.
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
    // «check and apply» is the `mode` radio's `apply`; anything else only checks.
    const body = parseForm(importBodySchema, form, {
      rename: (name) => (name === 'mode' ? 'apply' : null),
      read: { apply: (mode) => mode === 'apply' },
      values: { merchantId, csv },
    });
    if (!body.ok) return { report: null, message: Object.values(body.errors)[0] ?? null, fileName: file.name };
    const report = await workspace.importProducts({ body: body.data });
    return { report, message: null, fileName: file.name };
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    return { report: null, message: problemMessage(error), fileName: file.name };
  }
}
