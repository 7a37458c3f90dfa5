// Who takes part: the merchants a user acts for, a merchant's members, the public subjects a conversation may
// be about (a published product or a confirmed supplier) and the phones reminders go to.
import type { ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

export function createPartiesRepo(db: Database) {
  return {
    /** A public product's merchant and title, or a confirmed supplier's; null otherwise. */
    async publicSubject(type: ConversationSubjectType, id: number): Promise<{ merchantId: number } | null> {
      if (type === 'product') {
        const [row] = await db
          .select({ merchantId: supplierProducts.merchantId })
          .from(supplierProducts)
          .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
          .where(
            and(
              eq(supplierProducts.id, id),
              eq(supplierProducts.status, 'published'),
              eq(merchants.status, 'confirmed'),
            ),
          );
        return row ?? null;
      }
      if (type === 'supplier') {
        const [row] = await db
          .select({ merchantId: merchants.id })
          .from(merchants)
          .where(and(eq(merchants.id, id), eq(merchants.status, 'confirmed')));
        return row ?? null;
      }
      // Trade requests are not built yet: nothing can be their subject.
      return null;
    },

    async subjects(refs: { type: ConversationSubjectType; id: number }[]) {
      const found = new Map<string, { title: string; slug: string }>();
      const productIds = refs.filter((r) => r.type === 'product').map((r) => r.id);
      const supplierIds = refs.filter((r) => r.type === 'supplier').map((r) => r.id);
      if (productIds.length) {
        const rows = await db
          .select({ id: supplierProducts.id, title: supplierProducts.title, slug: supplierProducts.slug })
          .from(supplierProducts)
          .where(and(inArray(supplierProducts.id, productIds), eq(supplierProducts.status, 'published')));
        for (const r of rows) found.set(`product:${r.id}`, { title: r.title, slug: r.slug });
      }
      if (supplierIds.length) {
        const rows = await db
          .select({ id: merchants.id, title: merchants.name, slug: merchants.slug })
          .from(merchants)
          .where(and(inArray(merchants.id, supplierIds), eq(merchants.status, 'confirmed')));
        for (const r of rows) found.set(`supplier:${r.id}`, { title: r.title, slug: r.slug });
      }
      return found;
    },

    async phonesOf(userIds: number[]) {
      if (!userIds.length) return [];
      return db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, userIds));
    },
  };
}
