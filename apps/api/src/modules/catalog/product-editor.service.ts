// A merchant's owner, and agents the owner allowed, create, edit, unpublish and delete the merchant's products
// (decision 027). Another merchant's member, or a stranger, gets 404 for a product (whether it exists is not
// told) and 403 for a merchant; an agent without the product right gets 403. Property values are checked
// against the category's properties by type, and measured values are stored with their base-unit copy (the
// catalog's conversion, base = value × factor + offset), so listing filters find them. Every change is
// committed with `catalog.product.changed`, which expires the API's and the web's caches (app.ts).

import type { CategoryProperty } from '@bazaar/contracts/catalog';
import type { BreadcrumbItem } from '@bazaar/contracts/categories';
import type { FieldError } from '@bazaar/contracts/problem';
import type {
  BaseProductProposalBody,
  EditableProduct,
  ProductEditorBody,
  PropertyValueInput,
} from '@bazaar/contracts/supplier-workspace';
import { normalizeForSearch, normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import {
  type BaseProductReview,
  createProductEditorRepo,
  isReferenced,
  type Membership,
  type ProductEditorRepo,
  type ValueRow,
} from './product-editor.repo.js';

const PRODUCT_NOT_FOUND = 'محصولی با این شناسه در فهرست محصولات شما یافت نشد.';
const PROPOSAL_NOT_FOUND = 'کالای پایهٔ پیشنهادی با این شناسه یافت نشد.';
const CATALOGUE_NOT_FOUND = 'کاتالوگی برای این محصول یافت نشد.';

export type EditorInput = Omit<ProductEditorBody, 'merchantId'> & {
  images: { fileId: string; alt: string }[];
  values: PropertyValueInput[];
  description: string;
  status: 'draft' | 'published';
  availability: 'in_stock' | 'out_of_stock' | 'made_to_order';
};

export interface ProductEditorDeps {
  repo: ProductEditorRepo;
  uow: UnitOfWork;
  properties: (categoryId: number) => Promise<CategoryProperty[]>;
  breadcrumb: (categoryId: number) => Promise<BreadcrumbItem[]>;
  /** A stored file (files module), or a 404 AppError. */
  file: (fileId: string) => Promise<{ ownerUserId: number | null; isPublic: boolean; mimeType: string }>;
  /** Whether the product page is public (the catalog's own rule: published, confirmed merchant, active category). */
  isPublicProduct: (productId: number) => Promise<boolean>;
}

const err = (field: string, code: string, message: string): FieldError => ({ field, code, message });

/** Checks one value against its property and turns it into a stored row; pushes field errors instead. */
function toValueRow(
  input: PropertyValueInput,
  property: CategoryProperty,
  at: string,
  errors: FieldError[],
): ValueRow | undefined {
  const row: ValueRow = {
    propertyId: property.id,
    value: null,
    maxValue: null,
    unitId: null,
    baseValue: null,
    baseMaxValue: null,
    optionKey: null,
    boolValue: null,
    textValue: null,
  };
  const name = `«${property.name}»`;
  switch (property.type) {
    case 'number':
    case 'range': {
      const low = input.value ?? null;
      const high = property.type === 'range' ? (input.maxValue ?? null) : null;
      if (low === null) {
        errors.push(err(`${at}.value`, 'required', `مقدار ${name} را وارد کنید.`));
        return undefined;
      }
      if (property.type === 'range' && high === null) {
        errors.push(err(`${at}.maxValue`, 'required', `بیشینهٔ بازهٔ ${name} را وارد کنید.`));
        return undefined;
      }
      // A count (stages, years) takes whole numbers here as in PUT /supplierproducts/:id/properties (issue 20).
      if (property.integer && !Number.isInteger(low)) {
        errors.push(err(`${at}.value`, 'integer', `${name} باید عدد صحیح باشد.`));
        return undefined;
      }
      if (property.integer && high !== null && !Number.isInteger(high)) {
        errors.push(err(`${at}.maxValue`, 'integer', `بیشینهٔ ${name} باید عدد صحیح باشد.`));
        return undefined;
      }
      if (high !== null && high < low) {
        errors.push(err(`${at}.maxValue`, 'min', `بیشینهٔ ${name} نباید از کمینهٔ آن کمتر باشد.`));
        return undefined;
      }
      let unit = null as CategoryProperty['units'][number] | null;
      if (property.quantity) {
        unit = property.units.find((u) => u.id === (input.unitId ?? property.defaultUnit?.id)) ?? null;
        if (!unit) {
          errors.push(err(`${at}.unitId`, 'oneOf', `یکای ${name} باید از یکاهای ${property.quantity.name} باشد.`));
          return undefined;
        }
      } else if (input.unitId) {
        errors.push(err(`${at}.unitId`, 'oneOf', `${name} یکا ندارد.`));
        return undefined;
      }
      const toBase = (v: number) => (unit ? v * unit.factor + unit.offset : v);
      return {
        ...row,
        value: low,
        maxValue: high,
        unitId: unit?.id ?? null,
        baseValue: toBase(low),
        baseMaxValue: high === null ? null : toBase(high),
      };
    }
    case 'option': {
      const key = input.optionKey ?? '';
      if (!property.options.some((o) => o.key === key)) {
        errors.push(err(`${at}.optionKey`, 'oneOf', `یکی از گزینه‌های ${name} را برگزینید.`));
        return undefined;
      }
      return { ...row, optionKey: key };
    }
    case 'boolean':
      if (typeof input.boolValue !== 'boolean') {
        errors.push(err(`${at}.boolValue`, 'required', `برای ${name} «بله» یا «خیر» را برگزینید.`));
        return undefined;
      }
      return { ...row, boolValue: input.boolValue };
    case 'text': {
      const text = normalizePersian(input.textValue ?? '').trim();
      if (!text) {
        errors.push(err(`${at}.textValue`, 'required', `متن ${name} را وارد کنید.`));
        return undefined;
      }
      return { ...row, textValue: text };
    }
  }
}

export function createProductEditorService({
  repo,
  uow,
  properties,
  breadcrumb,
  file,
  isPublicProduct,
}: ProductEditorDeps) {
  function requireRight(member: Membership) {
    if (member.role !== 'owner' && !member.manageProducts) throw new AppError('CATALOG_NO_PRODUCT_RIGHT');
  }

  async function merchantMember(userId: number, merchantId: number) {
    const member = await repo.membership(userId, merchantId);
    if (!member) throw new AppError('CATALOG_NOT_A_SUPPLIER');
    requireRight(member);
    return member;
  }

  async function productMember(userId: number, productId: number) {
    const member = await repo.productMembership(userId, productId);
    if (!member) throw notFound(PRODUCT_NOT_FOUND);
    requireRight(member);
    return member;
  }

  async function editable(id: number): Promise<EditableProduct> {
    const product = await repo.findEditable(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  /**
   * The PDF catalogue to store (decision 035): undefined keeps the current one, null removes it; a new one must
   * be a private PDF the caller uploaded (the files module has already checked its structure and size), so its
   * only way out is GET /supplierproducts/{id}/catalog-file, which serves a draft's to its members only.
   */
  async function catalogueToStore(
    userId: number,
    fileId: string | null | undefined,
    productId: number | undefined,
    errors: FieldError[],
  ): Promise<string | null | undefined> {
    if (fileId === undefined || fileId === null) return fileId;
    if (productId !== undefined && (await repo.catalogueOf(productId)) === fileId) return fileId;
    const stored = await file(fileId).catch(() => undefined);
    const field = 'body.catalogFileId';
    if (!stored || stored.ownerUserId !== userId)
      errors.push(err(field, 'oneOf', 'این فایل یافت نشد؛ کاتالوگ را دوباره بارگذاری کنید.'));
    else if (stored.mimeType !== 'application/pdf')
      errors.push(err(field, 'oneOf', 'کاتالوگ محصول باید فایل PDF باشد.'));
    else if (stored.isPublic)
      errors.push(
        err(field, 'oneOf', 'این فایل عمومی بارگذاری شده است؛ کاتالوگ را از ویرایشگر محصول دوباره بارگذاری کنید.'),
      );
    return fileId;
  }

  /** Every check of the editor's body; the row and values to store, or one 400 with every field's error. */
  async function prepare(userId: number, merchantId: number, body: EditorInput, productId?: number) {
    const errors: FieldError[] = [];
    const title = normalizePersian(body.title).trim();
    let lineage: BreadcrumbItem[] = [];
    let props: CategoryProperty[] = [];
    try {
      lineage = await breadcrumb(body.categoryId);
      props = await properties(body.categoryId);
    } catch {
      errors.push(err('body.categoryId', 'oneOf', 'دسته‌بندی انتخاب‌شده یافت نشد یا فعال نیست.'));
    }
    const leaf = lineage.at(-1);
    if (leaf && lineage.length < 2)
      errors.push(err('body.categoryId', 'oneOf', 'یک زیردسته را برگزینید، نه دستهٔ اصلی را.'));
    if (await repo.titleTaken(merchantId, title, productId))
      errors.push(err('body.title', 'taken', 'محصول دیگری از شما همین عنوان را دارد.'));
    if (body.baseProductId) {
      const base = await repo.baseProduct(body.baseProductId);
      const usable =
        base &&
        base.categoryId === body.categoryId &&
        (base.review === 'approved'
          ? base.active
          : base.proposedByMerchantId === merchantId && base.review === 'proposed');
      if (!usable)
        errors.push(err('body.baseProductId', 'oneOf', 'کالای پایهٔ انتخاب‌شده در این دسته‌بندی در دسترس نیست.'));
    }
    const values: ValueRow[] = [];
    const seen = new Set<number>();
    for (const [i, input] of body.values.entries()) {
      const at = `body.values.${i}`;
      const property = props.find((p) => p.id === input.propertyId);
      if (!property) {
        if (leaf) errors.push(err(`${at}.propertyId`, 'oneOf', 'این ویژگی از ویژگی‌های دستهٔ انتخاب‌شده نیست.'));
        continue;
      }
      if (seen.has(property.id)) {
        errors.push(err(`${at}.propertyId`, 'unique', `ویژگی «${property.name}» دو بار آمده است.`));
        continue;
      }
      seen.add(property.id);
      const row = toValueRow(input, property, at, errors);
      if (row) values.push(row);
    }
    const previous = productId ? await repo.imagesOf(productId) : [];
    for (const [i, image] of body.images.entries()) {
      if (previous.includes(image.fileId)) continue;
      const stored = await file(image.fileId).catch(() => undefined);
      if (!stored || stored.ownerUserId !== userId || !stored.isPublic || !stored.mimeType.startsWith('image/'))
        errors.push(err(`body.images.${i}.fileId`, 'oneOf', 'این تصویر یافت نشد؛ آن را دوباره بارگذاری کنید.'));
    }
    const catalogFileId = await catalogueToStore(userId, body.catalogFileId, productId, errors);
    if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
    const description = normalizePersian(body.description).trim();
    const base = {
      categoryId: body.categoryId,
      categoryType: leaf?.categoryType ?? 'Product',
      categoryPath: lineage.map((c) => c.id),
      baseProductId: body.baseProductId ?? null,
      title,
      slug: persianSlug(title) || 'product',
      description,
      images: body.images.map((i) => i.fileId),
      imageAlts: body.images.map((i) => normalizePersian(i.alt ?? '').trim()),
      priceRials: body.priceRials,
      minOrderQuantity: body.minOrderQuantity ?? null,
      salesUnit: normalizePersian(body.salesUnit).trim(),
      status: body.status,
      availability: body.availability,
      model: body.model?.trim() || null,
      searchText: normalizeForSearch(`${title} ${body.model ?? ''} ${description}`),
      ...(catalogFileId !== undefined ? { catalogFileId } : {}),
    };
    return { row: base, values };
  }

  async function reviewProposal(
    staffUserId: number,
    id: number,
    review: 'approved' | 'rejected',
    reason: string | null,
  ) {
    const proposal = await repo.findProposal(id);
    if (!proposal?.merchant) throw notFound(PROPOSAL_NOT_FOUND);
    if (proposal.review !== 'proposed') throw new AppError('CATALOG_ALREADY_REVIEWED');
    await uow.run(async (tx) => {
      await createProductEditorRepo(tx).review(id, review, reason);
      await recordStaffAction(tx, {
        staffUserId,
        action: review === 'approved' ? 'base_product.approve' : 'base_product.reject',
        objectType: 'base_product',
        objectId: id,
        detail: reason ? { reason, name: proposal.name } : { name: proposal.name },
      });
    });
    const reviewed = await repo.findProposal(id);
    if (!reviewed) throw notFound(PROPOSAL_NOT_FOUND);
    return reviewed;
  }

  return {
    /** The editor's own checks, for other tools of the workspace (the spreadsheet import, decision 028). */
    prepare,
    merchantMember,
    productMember,
    editableProduct: editable,

    async editable(userId: number, id: number) {
      await productMember(userId, id);
      return editable(id);
    },

    async create(userId: number, body: EditorInput & { merchantId: number }) {
      await merchantMember(userId, body.merchantId);
      const { row, values } = await prepare(userId, body.merchantId, body);
      const id = await uow.run(async (tx, emit) => {
        const created = await createProductEditorRepo(tx).insert({ ...row, merchantId: body.merchantId }, values);
        await emit('catalog.product.changed', { productIds: [created] });
        return created;
      });
      return editable(id);
    },

    async update(userId: number, id: number, body: EditorInput) {
      const member = await productMember(userId, id);
      const { row, values } = await prepare(userId, member.merchantId, body, id);
      await uow.run(async (tx, emit) => {
        await createProductEditorRepo(tx).update(id, row, values);
        await emit('catalog.product.changed', { productIds: [id] });
      });
      return editable(id);
    },

    async setStatus(userId: number, id: number, status: 'draft' | 'published' | 'archived') {
      await productMember(userId, id);
      await uow.run(async (tx, emit) => {
        await createProductEditorRepo(tx).setStatus(id, status);
        await emit('catalog.product.changed', { productIds: [id] });
      });
      return editable(id);
    },

    async remove(userId: number, id: number) {
      await productMember(userId, id);
      try {
        await uow.run(async (tx, emit) => {
          await createProductEditorRepo(tx).remove(id);
          await emit('catalog.product.changed', { productIds: [id] });
        });
      } catch (error) {
        if (!isReferenced(error)) throw error;
        throw new AppError('CONFLICT', {
          detail: 'این محصول در سفارش‌ها یا گفت‌وگوها به کار رفته است و حذف نمی‌شود؛ آن را بایگانی کنید.',
          cause: error,
        });
      }
    },

    /**
     * The file id of a product's PDF catalogue for a download: anyone's while the product is public, its
     * merchant's members' (any right) otherwise; 404 to everyone else and for a product without one.
     */
    async catalogueFile(userId: number | undefined, id: number): Promise<string> {
      const fileId = await repo.catalogueOf(id);
      if (!fileId) throw notFound(CATALOGUE_NOT_FOUND);
      if (await isPublicProduct(id)) return fileId;
      if (userId !== undefined && (await repo.productMembership(userId, id))) return fileId;
      throw notFound(CATALOGUE_NOT_FOUND);
    },

    async choices(userId: number, merchantId: number, categoryId: number) {
      await merchantMember(userId, merchantId);
      return repo.choices(merchantId, categoryId);
    },

    async propose(userId: number, body: BaseProductProposalBody & { description: string }) {
      await merchantMember(userId, body.merchantId);
      const name = normalizePersian(body.name).trim();
      const errors: FieldError[] = [];
      try {
        const lineage = await breadcrumb(body.categoryId);
        if (lineage.length < 2)
          errors.push(err('body.categoryId', 'oneOf', 'یک زیردسته را برگزینید، نه دستهٔ اصلی را.'));
      } catch {
        errors.push(err('body.categoryId', 'oneOf', 'دسته‌بندی انتخاب‌شده یافت نشد یا فعال نیست.'));
      }
      if (await repo.nameTaken(name)) errors.push(err('body.name', 'taken', 'کالای پایه‌ای با همین نام وجود دارد.'));
      if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
      const id = await repo.insertProposal({
        merchantId: body.merchantId,
        categoryId: body.categoryId,
        name,
        latinName: body.latinName?.trim() || null,
        slug: persianSlug(name) || 'product',
        salesUnit: normalizePersian(body.salesUnit).trim(),
        description: normalizePersian(body.description).trim(),
      });
      if (!id)
        throw new AppError('VALIDATION_FAILED', {
          errors: [err('body.name', 'taken', 'کالای پایه‌ای با همین نام وجود دارد.')],
        });
      const proposal = await repo.findProposal(id);
      if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
      return proposal;
    },

    async proposalsOf(userId: number, merchantId: number) {
      await merchantMember(userId, merchantId);
      return repo.proposalsOf(merchantId);
    },

    proposalQueue: (query: { review: BaseProductReview; page: number; pageSize: number }) =>
      repo.proposalQueue(query.review, query.page, query.pageSize),
    approve: (staffUserId: number, id: number) => reviewProposal(staffUserId, id, 'approved', null),
    reject: (staffUserId: number, id: number, reason: string) =>
      reviewProposal(staffUserId, id, 'rejected', normalizePersian(reason).trim()),
  };
}

export type ProductEditorService = ReturnType<typeof createProductEditorService>;
