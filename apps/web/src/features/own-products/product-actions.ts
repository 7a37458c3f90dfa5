'use server';
// Server actions of the product editor and base-product proposals (decision 027). The editor posts every field
// (new images as files, uploaded here as public files; the PDF catalogue as a private one); the API checks everything and its Persian field errors
// come back beside the fields. A saved product redirects to its edit page with an outcome key.
import { isApiError } from '@bazaar/api-client/api-error';
import { baseProductProposalBodySchema } from '@bazaar/contracts/base-product-proposals';
import {
  type PropertyValueInput,
  productEditorBodySchema,
  productImageInputSchema,
  productStateBodySchema,
} from '@bazaar/contracts/product-editor';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { workspaceApis } from '@/features/supplier-workspace/workspace-data.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formId, parseForm, renameFields, tomansToRials } from '@/lib/forms/parse-form';
import { type EditorNoticeKey, editProductPath, NEW_PRODUCT_PATH, PRODUCT_PROPOSALS_PATH } from './editor-notices';
import { OWN_PRODUCTS_PATH } from './notices';
import { readPriceInput } from './price-input';
import { fieldOfError, readDecimal, readPropertyValues } from './product-form';
import { readPriceTiers } from './quantity-pricing-form';

const PRICE_ERRORS = {
  required: 'قیمت را به تومان وارد کنید یا «استعلام قیمت» را برگزینید.',
  invalid: 'قیمت باید عددی درست و بیشتر از صفر (به تومان) باشد.',
  'too-large': 'این قیمت بیش از سقف مجاز است.',
} as const;
const MIN_ORDER_ERROR = 'حداقل سفارش باید عددی بیشتر از صفر باشد.';

/** The form's names for the API's fields: a property's inputs, the price box, the image list. */
function formErrors(fields: Record<string, string>, values: PropertyValueInput[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) errors[fieldOfError(field, values)] ??= message;
  if (errors.priceRials) errors.price = errors.priceRials;
  return errors;
}

function failed(error: unknown, values: PropertyValueInput[], path: string): ActionFormState {
  if (isApiError(error) && error.status === 401) redirect(loginHref(path));
  const errors = formErrors(fieldErrorsOf(error), values);
  return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
}

/** The kept images (`image.fileId` with its `image.alt`), in the order typed, without the ones marked «حذف». */
function keptImages(form: FormData) {
  const parsed = parseForm(productEditorBodySchema.pick({ images: true }), form, {
    rename: (name) => (name === 'image.fileId' ? 'images.fileId' : name === 'image.alt' ? 'images.alt' : null),
  });
  if (!parsed.ok) return null;
  // The order boxes and «حذف» boxes arrange the list; they are the form's, not fields of the contract.
  const orders = form.getAll('image.order').map((order) => readDecimal(String(order)));
  const removed = form.getAll('image.remove').map(String);
  return parsed.data.images
    .map((image, i) => ({ ...image, order: orders[i] ?? i + 1 }))
    .filter((image) => !removed.includes(image.fileId))
    .sort((a, b) => a.order - b.order)
    .map(({ fileId, alt }) => ({ fileId, alt }));
}

export async function saveProduct(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = formId(form) ?? undefined;
  const path = id ? editProductPath(id) : NEW_PRODUCT_PATH;
  const apis = await workspaceApis(path);
  const owner = parseForm(productEditorBodySchema.pick({ categoryId: true, merchantId: true }), form);
  if (!owner.ok) return { message: 'دسته‌بندی و تأمین‌کننده را دوباره برگزینید.', errors: {} };
  const { categoryId, merchantId } = owner.data;
  const properties = await apis.catalog.properties({ params: { id: categoryId } }).catch(() => []);
  const read = readPropertyValues(form, properties);
  const price = readPriceInput(form);
  const moq = readDecimal(String(form.get('minOrderQuantity') ?? ''));
  const tiers = readPriceTiers(form, price.ok ? price.priceRials : null, Number.isFinite(moq) ? moq : null);
  // Everything but the files, checked with the contract; the images and the catalogue are added once uploaded.
  const parsed = parseForm(productEditorBodySchema, form, {
    // The catalogue's id is the upload's below (or null for «remove»), never a posted text.
    rename: renameFields({ catalogFileId: null }),
    values: {
      priceRials: price.ok ? price.priceRials : null,
      values: read.values,
      images: [],
      priceTiers: tiers.ok ? tiers.priceTiers : [],
    },
    read: { samplePriceRials: tomansToRials },
  });
  const errors: Record<string, string> = { ...read.errors };
  if (!parsed.ok) {
    for (const issue of parsed.issues) {
      const field = fieldOfError(issue.field, read.values);
      errors[field] ??= field === 'minOrderQuantity' && issue.code !== 'too_big' ? MIN_ORDER_ERROR : issue.message;
    }
  }
  if (!price.ok) errors.price = PRICE_ERRORS[price.error];
  if (!tiers.ok) errors.priceTiers = tiers.error;
  if (!parsed.ok || Object.keys(errors).length) return { message: null, errors };

  // Images: the kept ones in the order typed, then the new uploads with their alt texts.
  const images = keptImages(form);
  if (!images) return { message: null, errors: { images: 'تصویرهای کالا را دوباره بارگذاری کنید.' } };
  try {
    for (const slot of [0, 1, 2]) {
      // A new picture of this save: the file is no field of the contract (its id is, once uploaded).
      const file = form.get(`newImage.${slot}`);
      if (!(file instanceof File) || file.size === 0) continue;
      const alt = parseForm(productImageInputSchema.pick({ alt: true }), form, {
        rename: (name) => (name === `newImage.${slot}.alt` ? 'alt' : null),
      });
      const stored = await uploadFile(apis.http, file, { isPublic: true });
      images.push({ fileId: stored.id, alt: alt.ok ? alt.data.alt : '' });
    }
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    return { message: null, errors: { images: problemMessage(error) } };
  }

  // The PDF catalogue (decision 035): a new file replaces it, uploaded private (the API serves it through the
  // product, never to the public while it is a draft); «remove» (a box of the form) clears it; neither leaves it.
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

  const { merchantId: _owner, ...fields } = parsed.data;
  const body = {
    ...fields,
    images: images.slice(0, 10),
    ...(catalogFileId !== undefined ? { catalogFileId } : {}),
  };
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
  const id = formId(form);
  const state = parseForm(productStateBodySchema, form);
  if (!id || !state.ok) return backToList('gone');
  const { status } = state.data;
  let notice: EditorNoticeKey = status === 'published' ? 'published' : status === 'draft' ? 'unpublished' : 'archived';
  try {
    const { workspace } = await workspaceApis(OWN_PRODUCTS_PATH);
    await workspace.setState({ params: { id }, body: { status } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    notice =
      isApiError(error) && error.status === 404
        ? 'gone'
        : isApiError(error) && error.status === 403
          ? 'forbidden'
          : 'failed';
  }
  redirect(`${editProductPath(id)}?notice=${notice}`);
}

export async function deleteProduct(form: FormData) {
  const id = formId(form);
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
  const parsed = parseForm(baseProductProposalBodySchema, form);
  if (!parsed.ok) {
    if (parsed.errors.merchantId) return { message: 'تأمین‌کننده را برگزینید.', errors: {} };
    if (parsed.errors.categoryId) return { message: null, errors: { categoryId: 'دسته‌بندی را برگزینید.' } };
  }
  try {
    const { workspace } = await workspaceApis(PRODUCT_PROPOSALS_PATH);
    if (!parsed.ok) return { message: null, errors: parsed.errors };
    await workspace.propose({ body: parsed.data });
  } catch (error) {
    return failed(error, [], PRODUCT_PROPOSALS_PATH);
  }
  redirect(`${PRODUCT_PROPOSALS_PATH}?merchantId=${parsed.data.merchantId}&notice=proposed`);
}
