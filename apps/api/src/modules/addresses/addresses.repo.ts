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

  /** Runs `work` holding the user's row lock, so changes to one user's addresses never interleave. */
  const asOwner = <T>(userId: number, work: (tx: Database) => Promise<T>) =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      return work(tx);
    });

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
    insert: (userId: number, values: AddressValues, limit: number) =>
      asOwner(userId, async (tx) => {
        const [count] = await tx.select(countOnly).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
        if ((count?.n ?? 0) >= limit) return undefined;
        const first = (count?.n ?? 0) === 0;
        const [row] = await tx
          .insert(deliveryAddresses)
          .values({ ...values, userId, isSelected: first })
          .returning({ id: deliveryAddresses.id });
        return row?.id;
      }),
    async update(userId: number, id: number, values: AddressValues): Promise<boolean> {
      const rows = await db
        .update(deliveryAddresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
        .returning({ id: deliveryAddresses.id });
      return rows.length === 1;
    },
    remove: (userId: number, id: number) =>
      asOwner(userId, async (tx) => {
        const [removed] = await tx
          .delete(deliveryAddresses)
          .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
          .returning({ wasSelected: deliveryAddresses.isSelected });
        if (!removed) return false;
        if (removed.wasSelected) {
          // The newest remaining address takes over as the default.
          await tx.execute(sql`
            update ${deliveryAddresses} set is_selected = true
            where id = (select id from ${deliveryAddresses} where user_id = ${userId} order by created_at desc, id desc limit 1)`);
        }
        return true;
      }),
    select: (userId: number, id: number) =>
      asOwner(userId, async (tx) => {
        const [target] = await tx
          .select({ id: deliveryAddresses.id })
          .from(deliveryAddresses)
          .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)));
        if (!target) return false;
        await tx
          .update(deliveryAddresses)
          .set({ isSelected: false })
          .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isSelected, true)));
        await tx.update(deliveryAddresses).set({ isSelected: true }).where(eq(deliveryAddresses.id, id));
        return true;
      }),
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
