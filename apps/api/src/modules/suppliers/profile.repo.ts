// The company profile as its members edit it, and delegation requests (decision 029). Who may edit is asked of
// customers' `merchantAccess` (profile-context.ts). A requested delegation is `active = false`
// until staff confirm it, so the public reads (suppliers.repo, which require `active`) never show it.
import type { CompanyProfile, DelegationRequest, DelegationState } from '@bazaar/contracts/supplier-profile';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities } from '../../db/schema/geography.js';
import { merchantDelegations, merchantSaleCities, merchantSaleSettings, merchants } from '../../db/schema/merchants.js';
import { fileUrl } from '../files/file-url.js';

export interface ProfileRow {
  about: string;
  phones: string[];
  mobile: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  logoUrl: string | null;
  coverUrl: string | null;
  catalogueFileId: string | null;
}

export interface SaleRow {
  minOrderNote: string | null;
  paymentTerms: string[];
  nationwideDelivery: boolean;
}

export interface NewDelegation {
  name: string;
  slug: string;
  kind: DelegationRequest['kind'];
  region: string;
  documentFileIds: string[];
}

const delegationColumns = {
  id: merchantDelegations.id,
  merchantId: merchantDelegations.merchantId,
  merchantName: merchants.name,
  name: merchantDelegations.name,
  slug: merchantDelegations.slug,
  kind: merchantDelegations.kind,
  region: merchantDelegations.region,
  state: merchantDelegations.state,
  rejectionReason: merchantDelegations.rejectionReason,
  documentFileIds: merchantDelegations.documentFileIds,
  requestedAt: merchantDelegations.requestedAt,
};

export function createProfileRepo(db: Database) {
  async function toRequests(
    rows: {
      id: number;
      merchantId: number;
      merchantName: string;
      name: string;
      slug: string;
      kind: DelegationRequest['kind'];
      region: string;
      state: DelegationState;
      rejectionReason: string | null;
      documentFileIds: string[];
      requestedAt: Date | null;
    }[],
  ): Promise<DelegationRequest[]> {
    const fileIds = [...new Set(rows.flatMap((r) => r.documentFileIds))];
    const files = fileIds.length
      ? await db
          .select({ id: storedFiles.id, fileName: storedFiles.fileName, mimeType: storedFiles.mimeType })
          .from(storedFiles)
          .where(inArray(storedFiles.id, fileIds))
      : [];
    const byId = new Map(files.map((f) => [f.id, f]));
    return rows.map((r) => ({
      id: r.id,
      merchant: { id: r.merchantId, name: r.merchantName },
      name: r.name,
      slug: r.slug,
      kind: r.kind,
      region: r.region,
      state: r.state,
      rejectionReason: r.state === 'rejected' ? r.rejectionReason : null,
      documents: r.documentFileIds.flatMap((id) => {
        const f = byId.get(id);
        return f ? [{ fileId: f.id, fileName: f.fileName, mimeType: f.mimeType }] : [];
      }),
      requestedAt: r.requestedAt?.toISOString() ?? null,
    }));
  }

  const delegations = () =>
    db
      .select(delegationColumns)
      .from(merchantDelegations)
      .innerJoin(merchants, eq(merchants.id, merchantDelegations.merchantId));

  return {
    async find(merchantId: number): Promise<CompanyProfile | undefined> {
      const [m] = await db
        .select({
          id: merchants.id,
          name: merchants.name,
          slug: merchants.slug,
          status: merchants.status,
          about: merchants.about,
          phones: merchants.phones,
          mobile: merchants.mobile,
          email: merchants.email,
          website: merchants.website,
          address: merchants.address,
          logoUrl: merchants.logoUrl,
          coverUrl: merchants.coverUrl,
          catalogueFileId: merchants.catalogueFileId,
          catalogueName: storedFiles.fileName,
          minOrderNote: merchantSaleSettings.minOrderNote,
          paymentTerms: merchantSaleSettings.paymentTerms,
          nationwideDelivery: merchantSaleSettings.nationwideDelivery,
        })
        .from(merchants)
        .leftJoin(merchantSaleSettings, eq(merchantSaleSettings.merchantId, merchants.id))
        .leftJoin(storedFiles, eq(storedFiles.id, merchants.catalogueFileId))
        .where(eq(merchants.id, merchantId));
      if (!m) return undefined;
      const saleCities = await db
        .select({ id: cities.id, name: cities.name, provinceId: cities.provinceId })
        .from(merchantSaleCities)
        .innerJoin(cities, eq(cities.id, merchantSaleCities.cityId))
        .where(eq(merchantSaleCities.merchantId, merchantId))
        .orderBy(asc(cities.provinceId), asc(cities.name));
      return {
        merchantId: m.id,
        name: m.name,
        slug: m.slug,
        public: m.status === 'confirmed',
        about: m.about,
        phones: m.phones,
        mobile: m.mobile,
        email: m.email,
        website: m.website,
        address: m.address,
        logoUrl: m.logoUrl,
        coverUrl: m.coverUrl,
        catalogue: m.catalogueFileId
          ? { fileId: m.catalogueFileId, fileName: m.catalogueName ?? 'catalogue.pdf', url: fileUrl(m.catalogueFileId) }
          : null,
        saleCities,
        minOrderNote: m.minOrderNote ?? null,
        paymentTerms: m.paymentTerms ?? [],
        nationwideDelivery: m.nationwideDelivery ?? false,
      };
    },

    /** The ids among `cityIds` that are real cities. */
    async existingCities(cityIds: number[]): Promise<Set<number>> {
      if (!cityIds.length) return new Set();
      const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds));
      return new Set(rows.map((r) => r.id));
    },

    async update(merchantId: number, profile: ProfileRow, sale: SaleRow, saleCityIds: number[]) {
      await db
        .update(merchants)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(merchants.id, merchantId));
      await db
        .insert(merchantSaleSettings)
        .values({ merchantId, ...sale })
        .onConflictDoUpdate({ target: merchantSaleSettings.merchantId, set: { ...sale, updatedAt: new Date() } });
      await db.delete(merchantSaleCities).where(eq(merchantSaleCities.merchantId, merchantId));
      if (saleCityIds.length)
        await db.insert(merchantSaleCities).values(saleCityIds.map((cityId) => ({ merchantId, cityId })));
    },

    async delegationsOf(merchantId: number): Promise<DelegationRequest[]> {
      return toRequests(
        await delegations().where(eq(merchantDelegations.merchantId, merchantId)).orderBy(desc(merchantDelegations.id)),
      );
    },

    async findDelegation(id: number): Promise<DelegationRequest | undefined> {
      return (await toRequests(await delegations().where(eq(merchantDelegations.id, id))))[0];
    },

    /** The new request's id, or undefined when the merchant already has a delegation of that name. */
    async insertDelegation(merchantId: number, row: NewDelegation): Promise<number | undefined> {
      const [created] = await db
        .insert(merchantDelegations)
        .values({ merchantId, ...row, state: 'pending', active: false, requestedAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: merchantDelegations.id });
      return created?.id;
    },

    delegationQueue: (state: DelegationState, page: number, pageSize: number) =>
      toPage(
        delegations()
          .where(eq(merchantDelegations.state, state))
          .orderBy(desc(merchantDelegations.requestedAt), desc(merchantDelegations.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(merchantDelegations).where(eq(merchantDelegations.state, state)),
        page,
        pageSize,
        toRequests,
      ),

    /** Moves a pending request to its decision; false when it was no longer pending (decided meanwhile). */
    async decideDelegation(id: number, state: 'confirmed' | 'rejected', reason: string | null): Promise<boolean> {
      const rows = await db
        .update(merchantDelegations)
        .set({ state, active: state === 'confirmed', rejectionReason: reason })
        .where(and(eq(merchantDelegations.id, id), eq(merchantDelegations.state, 'pending')))
        .returning({ id: merchantDelegations.id });
      return rows.length === 1;
    },

    async delegationDocumentIds(id: number): Promise<string[]> {
      const [row] = await db
        .select({ ids: merchantDelegations.documentFileIds })
        .from(merchantDelegations)
        .where(eq(merchantDelegations.id, id));
      return row?.ids ?? [];
    },

    /** Number of delegations of the merchant (a bound on requests). */
    async delegationCount(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(merchantDelegations)
        .where(eq(merchantDelegations.merchantId, merchantId));
      return row?.n ?? 0;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
