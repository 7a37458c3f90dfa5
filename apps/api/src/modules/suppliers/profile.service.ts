// The supplier's company profile, delegation requests and articles (docs/decisions/029). Who may: the merchant's
// owner, and agents with `manage_profile`; a stranger is told nothing (404 for an article, 403 for a merchant
// id, as the product editor does). Every write emits `suppliers.merchant.changed`, which expires the web's
// cached supplier and content pages (suppliers/index.ts), so the public supplier page shows it at once. Staff confirm or
// refuse delegation requests; each decision writes its audit row in its own transaction.
// The service the routes call, one line per use case; each use case is a plain function taking the profile
// context (as the wallet and trade modules, decision 037).
import type {
  CompanyProfileBody,
  DelegationRequestBody,
  DelegationState,
  SupplierArticleBody,
} from '@bazaar/contracts/supplier-profile';
import { normalizePersian } from '@bazaar/fa/normalize';
import { companyProfile, updateCompanyProfile } from './company-profile.js';
import {
  decide,
  delegationDocument,
  delegationQueue,
  delegationRequests,
  requestDelegation,
} from './delegation-requests.js';
import type { ProfileContext, ProfileDeps } from './profile-context.js';
import { articlesOf, createArticle, ownArticle, updateArticle } from './supplier-articles.js';

export { normalizeLandline, normalizeWebsite } from './company-profile.js';
export type { ArticleStore, ProfileDeps } from './profile-context.js';

export function createProfileService(deps: ProfileDeps) {
  const ctx: ProfileContext = deps;
  return {
    profile: (userId: number, merchantId: number) => companyProfile(ctx, userId, merchantId),
    updateProfile: (userId: number, merchantId: number, body: CompanyProfileBody) =>
      updateCompanyProfile(ctx, userId, merchantId, body),
    delegations: (userId: number, merchantId: number) => delegationRequests(ctx, userId, merchantId),
    requestDelegation: (userId: number, merchantId: number, body: DelegationRequestBody) =>
      requestDelegation(ctx, userId, merchantId, body),
    delegationQueue: (query: { state: DelegationState; page: number; pageSize: number }) => delegationQueue(ctx, query),
    delegationDocument: (id: number, fileId: string) => delegationDocument(ctx, id, fileId),
    confirmDelegation: (staffUserId: number, id: number) => decide(ctx, staffUserId, id, 'confirmed', null),
    rejectDelegation: (staffUserId: number, id: number, reason: string) =>
      decide(ctx, staffUserId, id, 'rejected', normalizePersian(reason).trim()),
    articles: (userId: number, merchantId: number) => articlesOf(ctx, userId, merchantId),
    article: (userId: number, id: number) => ownArticle(ctx, userId, id),
    createArticle: (userId: number, merchantId: number, body: SupplierArticleBody) =>
      createArticle(ctx, userId, merchantId, body),
    updateArticle: (userId: number, id: number, body: SupplierArticleBody) => updateArticle(ctx, userId, id, body),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
