'use server';
// Server actions of the product editor and base-product proposals (decision 027). The editor posts every field
// (new images as files, uploaded here as public files; the PDF catalogue as a private one); the API checks everything and its Persian field errors
// come back beside the fields. A saved product redirects to its edit page with an outcome key.
import { isApiError } from '@bazaar/api-client/api-error';
import { PRODUCT_AVAILABILITIES, type ProductAvailability } from '@bazaar/contracts/catalog-products';
import type { PropertyValueInput } from '@bazaar/contracts/product-editor';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { workspaceApis } from '@/features/supplier-workspace/workspace-data.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import { type EditorNoticeKey, editProductPath, NEW_PRODUCT_PATH, PRODUCT_PROPOSALS_PATH } from './editor-notices';
import { OWN_PRODUCTS_PATH } from './notices';
import { readPriceInput } from './price-input';
import { fieldOfError, readDecimal, readPropertyValues } from './product-form';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const readAvailabilityInput = (value: string): ProductAvailability =>
  (PRODUCT_AVAILABILITIES as readonly string[]).includes(value) ? (value as ProductAvailability) : 'in_stock';
const PRICE_ERRORS = {
  required: 'قیمت را به تومان وارد کنید یا «استعلام قیمت» را برگزینید.',
  invalid: 'قیمت باید عددی درست و بیشتر از صفر (به تومان) باشد.',
  'too-large': 'این قیمت بیش از سقف مجاز است.',
} as const;

function failed(error: unknown, values: PropertyValueInput[], path: string): ActionFormState {
  if (isApiError(error) && error.status === 401) redirect(loginHref(path));
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) errors[fieldOfError(field, values)] ??= message;
  if (errors.priceRials) errors.price = errors.priceRials;
  return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
}

export async function saveProduct(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'id')) ?? undefined;
  const path = id ? editProductPath(id) : NEW_PRODUCT_PATH;
  const apis = await workspaceApis(path);
  const categoryId = parsePublicId(text(form, 'categoryId'));
  const merchantId = parsePublicId(text(form, 'merchantId'));
  if (!categoryId || !merchantId) return { message: 'دسته‌بندی و تأمین‌کننده را دوباره برگزینید.', errors: {} };
  const errors: Record<string, string> = {};
  const properties = await apis.catalog.properties({ params: { id: categoryId } }).catch(() => []);
  const read = readPropertyValues(form, properties);
  Object.assign(errors, read.errors);
  const price = readPriceInput(text(form, 'price').slice(0, 40), form.get('onInquiry') === 'on');
  if (!price.ok) errors.price = PRICE_ERRORS[price.error];
  const moqText = text(form, 'minOrderQuantity');
  const moq = readDecimal(moqText);
  if (moq !== undefined && (Number.isNaN(moq) || moq <= 0))
    errors.minOrderQuantity = 'حداقل سفارش باید عددی بیشتر از صفر باشد.';
  if (Object.keys(errors).length) return { message: null, errors };

  // Images: the kept ones in the order typed, then the new uploads with their alt texts.
  const kept = form
    .getAll('image.fileId')
    .map(String)
    .map((fileId, i) => ({
      fileId,
      alt: String(form.getAll('image.alt')[i] ?? '').trim(),
      order: readDecimal(String(form.getAll('image.order')[i] ?? '')) ?? i + 1,
    }))
    .filter((image) => !form.getAll('image.remove').map(String).includes(image.fileId))
    .sort((a, b) => a.order - b.order)
    .map(({ fileId, alt }) => ({ fileId, alt }));
  const images = [...kept];
  try {
    for (const slot of [0, 1, 2]) {
      const file = form.get(`newImage.${slot}`);
      if (!(file instanceof File) || file.size === 0) continue;
      const stored = await uploadFile(apis.http, file, { isPublic: true });
      images.push({ fileId: stored.id, alt: text(form, `newImage.${slot}.alt`) });
    }
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    return { message: null, errors: { images: problemMessage(error) } };
  }

  // The PDF catalogue (decision 035): a new file replaces it, uploaded private (the API serves it through the
  // product, never to the public while it is a draft); «remove» clears it; neither leaves it as it is.
  let catalogFileId: string | null | undefined;
  const catalogue = form.get('catalogue');
  if (catalogue instanceof File && catalogue.size > 0) {
    try {
      catalogFileId = (await uploadFile(apis.http, catalogue, { isPublic: false })).id;
    } catch (error) {
      if (isApiError(error) && error.status === 401) redirect(loginHref(path));
      return { message: null, errors: { catalogFileId: problemMessage(error) } };
    }
  } else if (form.get('removeCatalogue') === 'on') catalogFileId = null;

  const status = text(form, 'status') === 'published' ? 'published' : 'draft';
  const baseProductId = parsePublicId(text(form, 'baseProductId'));
  const body = {
    categoryId,
    baseProductId: baseProductId ?? null,
    title: text(form, 'title'),
    model: text(form, 'model') || null,
    availability: readAvailabilityInput(text(form, 'availability')),
    description: text(form, 'description'),
    priceRials: price.ok ? price.priceRials : null,
    minOrderQuantity: moq ?? null,
    salesUnit: text(form, 'salesUnit'),
    images: images.slice(0, 10),
    values: read.values,
    status,
    ...(catalogFileId !== undefined ? { catalogFileId } : {}),
  } as const;
  let savedId = id;
  try {
    if (id) await apis.workspace.update({ params: { id }, body });
    else savedId = (await apis.workspace.create({ body: { ...body, merchantId } })).id;
  } catch (error) {
    return failed(error, read.values, path);
  }
  redirect(`${editProductPath(savedId ?? 0)}?notice=${id ? 'saved' : 'created'}`);
}

function backToList(notice: EditorNoticeKey): never {
  redirect(`${OWN_PRODUCTS_PATH}?notice=${notice}`);
}

export async function setProductStatus(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  const status = text(form, 'status');
  if (!id || !['draft', 'published', 'archived'].includes(status)) backToList('gone');
  let notice: EditorNoticeKey = status === 'published' ? 'published' : status === 'draft' ? 'unpublished' : 'archived';
  try {
    const { workspace } = await workspaceApis(OWN_PRODUCTS_PATH);
    await workspace.setState({ params: { id }, body: { status: status as 'draft' } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    notice =
      isApiError(error) && error.status === 404
        ? 'gone'
        : isApiError(error) && error.status === 403
          ? 'forbidden'
          : 'failed';
  }
  redirect(`${editProductPath(id ?? 0)}?notice=${notice}`);
}

export async function deleteProduct(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  if (!id) backToList('gone');
  let notice: EditorNoticeKey = 'deleted';
  try {
    const { workspace } = await workspaceApis(OWN_PRODUCTS_PATH);
    await workspace.remove({ params: { id } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    notice =
      isApiError(error) && error.status === 409
        ? 'delete-refused'
        : isApiError(error) && error.status === 404
          ? 'gone'
          : 'failed';
  }
  backToList(notice);
}

export async function proposeBaseProduct(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = parsePublicId(text(form, 'merchantId'));
  const categoryId = parsePublicId(text(form, 'categoryId'));
  if (!merchantId) return { message: 'تأمین‌کننده را برگزینید.', errors: {} };
  if (!categoryId) return { message: null, errors: { categoryId: 'دسته‌بندی را برگزینید.' } };
  try {
    const { workspace } = await workspaceApis(PRODUCT_PROPOSALS_PATH);
    const latinName = text(form, 'latinName');
    await workspace.propose({
      body: {
        merchantId,
        categoryId,
        name: text(form, 'name'),
        salesUnit: text(form, 'salesUnit'),
        description: text(form, 'description'),
        ...(latinName ? { latinName } : {}),
      },
    });
  } catch (error) {
    return failed(error, [], PRODUCT_PROPOSALS_PATH);
  }
  redirect(`${PRODUCT_PROPOSALS_PATH}?merchantId=${merchantId}&notice=proposed`);
}
