// Delivery addresses: every query is scoped to its owner, so one user can never reach another's rows.
import type { DeliveryAddress } from '@bazaar/contracts/addresses';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly } from '../../db/paging.js';
import { deliveryAddresses } from '../../db/schema/addresses.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { users } from '../../db/schema/identity.js';

export type AddressValues = Omit<
  typeof deliveryAddresses.$inferInsert,
  'id' | 'userId' | 'isSelected' | 'createdAt' | 'updatedAt'
>;

export function createAddressesRepo(db: Database) {
  const list = async (userId: number, id?: number): Promise<DeliveryAddress[]> => {
    const rows = await db
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
        isSelected: deliveryAddresses.isSelected,
      })
      .from(deliveryAddresses)
      .innerJoin(provinces, eq(provinces.id, deliveryAddresses.provinceId))
      .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
      .where(and(eq(deliveryAddresses.userId, userId), id === undefined ? undefined : eq(deliveryAddresses.id, id)))
      .orderBy(desc(deliveryAddresses.isSelected), desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id));
    return rows.map(({ provinceId, provinceName, cityId, cityName, ...rest }) => ({
      ...rest,
      province: { id: provinceId, name: provinceName },
      city: { id: cityId, name: cityName },
    }));
  };

  return {
    list,
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
