// Delivery addresses: every query is scoped to its owner, so one user can never reach another's rows, but for
// the addresses shared with the caller's buyer company (decision 058), read-only and with who shared them.
import type { DeliveryAddress, SharedDeliveryAddress } from '@bazaar/contracts/addresses';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { membershipNow, sharedNow, sharedWithCompanyOf, sharerName } from '../../db/company-sharing.js';
import { countOnly } from '../../db/paging.js';
import { deliveryAddresses } from '../../db/schema/addresses.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { users } from '../../db/schema/identity.js';

export type AddressValues = Omit<
  typeof deliveryAddresses.$inferInsert,
  'id' | 'userId' | 'isSelected' | 'createdAt' | 'updatedAt' | 'sharedCompanyId'
>;

export function createAddressesRepo(db: Database) {
  const select = (where: SQL | undefined, userId: number) =>
    db
      .select({
        id: deliveryAddresses.id,
        title: deliveryAddresses.title,
        receiverName: deliveryAddresses.receiverName,
        receiverMobile: deliveryAddresses.receiverMobile,
        provinceId: provinces.id,
        provinceName: provinces.name,
        cityId: cities.id,
        cityName: cities.name,
        postalCode: deliveryAddresses.postalCode,
        addressLine: deliveryAddresses.addressLine,
        latitude: deliveryAddresses.latitude,
        longitude: deliveryAddresses.longitude,
        isSelected: sql<boolean>`(${deliveryAddresses.isSelected} and ${deliveryAddresses.userId} = ${userId})`,
        sharedWithCompany: sharedNow(deliveryAddresses),
        authorId: deliveryAddresses.userId,
        authorName: sharerName(deliveryAddresses),
      })
      .from(deliveryAddresses)
      .innerJoin(provinces, eq(provinces.id, deliveryAddresses.provinceId))
      .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
      .where(where);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toAddress = ({ provinceId, provinceName, cityId, cityName, authorId, authorName, ...rest }: Row) => ({
    ...rest,
    province: { id: provinceId, name: provinceName },
    city: { id: cityId, name: cityName },
  });
  const list = async (userId: number, id?: number): Promise<DeliveryAddress[]> => {
    const rows = await select(
      and(eq(deliveryAddresses.userId, userId), id === undefined ? undefined : eq(deliveryAddresses.id, id)),
      userId,
    ).orderBy(desc(deliveryAddresses.isSelected), desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id));
    return rows.map(toAddress);
  };
  /** Addresses shared now with the caller's company (theirs included), or the one with id `id`. */
  const shared = async (userId: number, id?: number): Promise<SharedDeliveryAddress[]> => {
    const rows = await select(
      and(sharedWithCompanyOf(deliveryAddresses, userId), id === undefined ? undefined : eq(deliveryAddresses.id, id)),
      userId,
    ).orderBy(desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id));
    return rows.map((row) => ({
      ...toAddress(row),
      sharedBy: { userId: row.authorId, displayName: row.authorName, mine: row.authorId === userId },
    }));
  };

  return {
    list,
    shared,
    membershipNow: (userId: number) => membershipNow(db, userId),
    /** Sets or clears the company an address of `userId` is shared with; false when it is not theirs. */
    async setShared(userId: number, id: number, companyId: number | null): Promise<boolean> {
      const rows = await db
        .update(deliveryAddresses)
        .set({ sharedCompanyId: companyId })
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
        .returning({ id: deliveryAddresses.id });
      return rows.length === 1;
    },
    /** Takes an address out of company `companyId`'s shared items (its owner's call). */
    async unshareFrom(companyId: number, id: number): Promise<void> {
      await db
        .update(deliveryAddresses)
        .set({ sharedCompanyId: null })
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.sharedCompanyId, companyId)));
    },
    async find(userId: number, id: number) {
      return (await list(userId, id))[0];
    },
    async cityInProvince(cityId: number, provinceId: number) {
      const [row] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.provinceId, provinceId)));
      return row !== undefined;
    },
    /**
     * Holds the user's row until the transaction ends, so changes to one user's addresses never
     * interleave. Call first inside a unit of work, on a repository built on its transaction.
     */
    async lockOwner(userId: number): Promise<void> {
      await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    },
    async count(userId: number): Promise<number> {
      const [row] = await db.select(countOnly).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
      return row?.n ?? 0;
    },
    async insert(userId: number, values: AddressValues, isSelected: boolean): Promise<number | undefined> {
      const [row] = await db
        .insert(deliveryAddresses)
        .values({ ...values, userId, isSelected })
        .returning({ id: deliveryAddresses.id });
      return row?.id;
    },
    async update(userId: number, id: number, values: AddressValues): Promise<boolean> {
      const rows = await db
        .update(deliveryAddresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
        .returning({ id: deliveryAddresses.id });
      return rows.length === 1;
    },
    /** Deletes the user's address; undefined when there is none with that id. */
    async remove(userId: number, id: number): Promise<{ wasSelected: boolean } | undefined> {
      const [removed] = await db
        .delete(deliveryAddresses)
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
        .returning({ wasSelected: deliveryAddresses.isSelected });
      return removed;
    },
    /** Makes the user's newest address the default (after the default was removed). */
    async selectNewest(userId: number): Promise<void> {
      await db.execute(sql`
        update ${deliveryAddresses} set is_selected = true
        where id = (select id from ${deliveryAddresses} where user_id = ${userId} order by created_at desc, id desc limit 1)`);
    },
    async owns(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)));
      return row !== undefined;
    },
    async clearSelection(userId: number): Promise<void> {
      await db
        .update(deliveryAddresses)
        .set({ isSelected: false })
        .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isSelected, true)));
    },
    async markSelected(id: number): Promise<void> {
      await db.update(deliveryAddresses).set({ isSelected: true }).where(eq(deliveryAddresses.id, id));
    },
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
