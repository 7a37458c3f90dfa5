// A merchant's owner, and agents the owner allowed, create, edit, unpublish and delete the merchant's products
// (decision 027). Another merchant's member, or a stranger, gets 404 for a product (whether it exists is not
// told) and 403 for a merchant; an agent without the product right gets 403. Property values are checked
// against the category's properties by type, and measured values are stored with their base-unit copy (the
// catalog's conversion, base = value × factor + offset), so listing filters find them. Every change is
// committed with `catalog.product.changed`, which expires the API's and the web's caches (modules/catalog/index.ts).
// The service the routes, the product tools and the module's index call, one line per use case; each use case is a
// plain function in its own file of product-editor/, taking the editor's dependencies (decision 037).
import type { BaseProductProposalBody } from '@bazaar/contracts/base-product-proposals';
import { normalizePersian } from '@bazaar/fa/normalize';
import { proposalsOf, proposeBaseProduct, reviewProposal } from './product-editor/base-product-proposals.js';
import {
  baseProductChoices,
  catalogueFile,
  createProduct,
  editableOfMember,
  removeProduct,
  setProductStatus,
  updateProduct,
} from './product-editor/edit-product.js';
import { prepare } from './product-editor/prepare-product.js';
import type { BaseProductReview } from './product-editor.repo.js';
import {
  type EditorInput,
  editable,
  merchantMember,
  type ProductEditorDeps,
  productMember,
} from './product-editor-context.js';

export type { EditorInput, ProductEditorDeps } from './product-editor-context.js';

export function createProductEditorService(deps: ProductEditorDeps) {
  const { repo } = deps;
  return {
    /** The editor's own checks, for other tools of the workspace (the spreadsheet import, decision 028). */
    prepare: (userId: number, merchantId: number, body: EditorInput, productId?: number) =>
      prepare(deps, userId, merchantId, body, productId),
    merchantMember: (userId: number, merchantId: number) => merchantMember(deps, userId, merchantId),
    productMember: (userId: number, productId: number) => productMember(deps, userId, productId),
    editableProduct: (id: number) => editable(deps, id),

    editable: (userId: number, id: number) => editableOfMember(deps, userId, id),
    create: (userId: number, body: EditorInput & { merchantId: number }) => createProduct(deps, userId, body),
    update: (userId: number, id: number, body: EditorInput) => updateProduct(deps, userId, id, body),
    setStatus: (userId: number, id: number, status: 'draft' | 'published' | 'archived') =>
      setProductStatus(deps, userId, id, status),
    remove: (userId: number, id: number) => removeProduct(deps, userId, id),
    catalogueFile: (userId: number | undefined, id: number) => catalogueFile(deps, userId, id),
    choices: (userId: number, merchantId: number, categoryId: number) =>
      baseProductChoices(deps, userId, merchantId, categoryId),

    propose: (userId: number, body: BaseProductProposalBody & { description: string }) =>
      proposeBaseProduct(deps, userId, body),
    proposalsOf: (userId: number, merchantId: number) => proposalsOf(deps, userId, merchantId),
    proposalQueue: (query: { review: BaseProductReview; page: number; pageSize: number }) =>
      repo.proposalQueue(query.review, query.page, query.pageSize),
    approve: (staffUserId: number, id: number) => reviewProposal(deps, staffUserId, id, 'approved', null),
    reject: (staffUserId: number, id: number, reason: string) =>
      reviewProposal(deps, staffUserId, id, 'rejected', normalizePersian(reason).trim()),
  };
}

export type ProductEditorService = ReturnType<typeof createProductEditorService>;
