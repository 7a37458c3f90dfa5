// Merchant registrations (decision 027): a new merchant is `pending` until staff confirm it; a refusal keeps it
// pending with `rejection_reason` set, which the supplier reads in its workspace. Who owns or represents a
// merchant is customers' `merchantAccess`: the merchant ids and owners come from there.
import type { CategoryType } from '@bazaar/contracts/categories';
import type { MerchantRegistration, RegistrationState } from '@bazaar/contracts/supplier-registration';
import type { VerificationLevel } from '@bazaar/contracts/suppliers';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

export interface NewRegistration {
  name: string;
  nameKey: string;
  slug: string;
  categoryTypes: CategoryType[];
  provinceId: number;
  cityId: number;
  phone: string;
  mobile: string;
  email: string | null;
  address: string | null;
  nationalId: string;
  documentFileIds: string[];
  searchText: string;
}

/** Each merchant's owner, by merchant id (customers' `merchantAccess.owners`). */
export type OwnersOf = (merchantIds: readonly number[]) => Promise<Map<number, number>>;

const columns = {
  id: merchants.id,
  name: merchants.name,
  status: merchants.status,
  rejectionReason: merchants.rejectionReason,
  verificationLevel: merchants.verificationLevel,
  categoryTypes: merchants.categoryTypes,
  provinceName: provinces.name,
  cityName: cities.name,
  phones: merchants.phones,
  mobile: merchants.mobile,
  email: merchants.email,
  nationalId: merchants.nationalId,
  documentFileIds: merchants.documentFileIds,
  registeredAt: merchants.registeredAt,
};

type Row = {
  id: number;
  name: string;
  status: 'pending' | 'confirmed' | 'suspended';
  rejectionReason: string | null;
  verificationLevel: VerificationLevel;
  categoryTypes: CategoryType[];
  provinceName: string | null;
  cityName: string | null;
  phones: string[];
  mobile: string | null;
  email: string | null;
  nationalId: string | null;
  documentFileIds: string[];
  registeredAt: Date | null;
};

export interface ManagedMerchant {
  id: number;
  name: string;
  categoryTypes: CategoryType[];
  state: RegistrationState;
}

const stateOf = (row: Pick<Row, 'status' | 'rejectionReason'>): RegistrationState =>
  row.status === 'pending' && row.rejectionReason ? 'rejected' : row.status;

const whereState = (state: RegistrationState): SQL | undefined => {
  if (state === 'pending') return and(eq(merchants.status, 'pending'), isNull(merchants.rejectionReason));
  if (state === 'rejected') return and(eq(merchants.status, 'pending'), isNotNull(merchants.rejectionReason));
  return eq(merchants.status, state);
};

export function createRegistrationRepo(db: Database, ownersOf: OwnersOf) {
  async function toRegistrations(rows: Row[]): Promise<MerchantRegistration[]> {
    const fileIds = [...new Set(rows.flatMap((r) => r.documentFileIds))];
    const ownerOf = rows.length ? await ownersOf(rows.map((r) => r.id)) : new Map<number, number>();
    const ownerIds = [...new Set(ownerOf.values())];
    const files = fileIds.length
      ? await db
          .select({ id: storedFiles.id, fileName: storedFiles.fileName, mimeType: storedFiles.mimeType })
          .from(storedFiles)
          .where(inArray(storedFiles.id, fileIds))
      : [];
    const owners = ownerIds.length
      ? await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, ownerIds))
      : [];
    const fileById = new Map(files.map((f) => [f.id, f]));
    const phoneById = new Map(owners.map((o) => [o.id, o.phone]));
    const ownerIdOf = (merchantId: number) => {
      const userId = ownerOf.get(merchantId);
      return userId ? { userId, phone: phoneById.get(userId) ?? '' } : null;
    };
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: stateOf(row),
      rejectionReason: stateOf(row) === 'rejected' ? row.rejectionReason : null,
      verificationLevel: row.verificationLevel,
      categoryTypes: row.categoryTypes,
      provinceName: row.provinceName,
      cityName: row.cityName,
      phone: row.phones[0] ?? null,
      mobile: row.mobile,
      email: row.email,
      nationalId: row.nationalId,
      documents: row.documentFileIds.flatMap((id) => {
        const file = fileById.get(id);
        return file ? [{ fileId: file.id, fileName: file.fileName, mimeType: file.mimeType }] : [];
      }),
      registeredAt: row.registeredAt?.toISOString() ?? null,
      owner: ownerIdOf(row.id),
    }));
  }

  const select = () =>
    db
      .select(columns)
      .from(merchants)
      .leftJoin(provinces, eq(provinces.id, merchants.provinceId))
      .leftJoin(cities, eq(cities.id, merchants.cityId));

  return {
    async insert(row: NewRegistration): Promise<number> {
      const [created] = await db
        .insert(merchants)
        .values({
          name: row.name,
          nameKey: row.nameKey,
          slug: row.slug,
          status: 'pending',
          categoryTypes: row.categoryTypes,
          provinceId: row.provinceId,
          cityId: row.cityId,
          phones: [row.phone],
          mobile: row.mobile,
          email: row.email,
          address: row.address,
          nationalId: row.nationalId,
          documentFileIds: row.documentFileIds,
          registeredAt: sql`now()`,
          searchText: row.searchText,
        })
        .onConflictDoNothing({ target: merchants.nameKey })
        .returning({ id: merchants.id });
      return created?.id ?? 0;
    },

    async cityInProvince(cityId: number, provinceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.provinceId, provinceId)));
      return row !== undefined;
    },

    async find(id: number): Promise<MerchantRegistration | undefined> {
      const rows = await select().where(eq(merchants.id, id));
      return (await toRegistrations(rows))[0];
    },

    /** The registrations of the merchants (a person's own: `merchantAccess.merchantIds(user, 'owner')`), newest first. */
    async listOf(merchantIds: number[]): Promise<MerchantRegistration[]> {
      if (!merchantIds.length) return [];
      const rows = await select().where(inArray(merchants.id, merchantIds)).orderBy(desc(merchants.id));
      return toRegistrations(rows);
    },

    listByState(state: RegistrationState, page: number, pageSize: number) {
      const where = whereState(state);
      return toPage(
        select()
          .where(where)
          .orderBy(desc(merchants.registeredAt), desc(merchants.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(merchants).where(where),
        page,
        pageSize,
        toRegistrations,
      );
    },

    async stateOf(id: number): Promise<RegistrationState | undefined> {
      const [row] = await db
        .select({ status: merchants.status, rejectionReason: merchants.rejectionReason })
        .from(merchants)
        .where(eq(merchants.id, id));
      return row && stateOf(row);
    },

    async documentIds(id: number): Promise<string[]> {
      const [row] = await db.select({ ids: merchants.documentFileIds }).from(merchants).where(eq(merchants.id, id));
      return row?.ids ?? [];
    },

    async confirm(id: number, level: VerificationLevel): Promise<void> {
      await db
        .update(merchants)
        .set({
          status: 'confirmed',
          verificationLevel: level,
          verifiedAt: sql`now()`,
          rejectionReason: null,
          updatedAt: sql`now()`,
        })
        .where(eq(merchants.id, id));
    },

    async reject(id: number, reason: string): Promise<void> {
      await db
        .update(merchants)
        .set({ status: 'pending', rejectionReason: reason, updatedAt: sql`now()` })
        .where(eq(merchants.id, id));
    },

    /** The merchants' names, state and kinds, by id (the workspace's list of the merchants a person acts for). */
    async managedMerchants(merchantIds: number[]) {
      if (!merchantIds.length) return new Map<number, ManagedMerchant>();
      const rows = await db
        .select({
          id: merchants.id,
          name: merchants.name,
          status: merchants.status,
          rejectionReason: merchants.rejectionReason,
          categoryTypes: merchants.categoryTypes,
        })
        .from(merchants)
        .where(inArray(merchants.id, merchantIds));
      return new Map(
        rows.map(({ status, rejectionReason, ...row }): [number, ManagedMerchant] => [
          row.id,
          { ...row, state: stateOf({ status, rejectionReason }) },
        ]),
      );
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;
