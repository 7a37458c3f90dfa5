// A company's approval rules (decision 044), replaced as a whole by its owner.
import type { ApprovalRule } from '@bazaar/contracts/companies-model';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from '../../db/schema/categories.js';
import { companyApprovalRules } from '../../db/schema/companies.js';

export function createRulesRepo(db: Database) {
  return {
    async rules(companyId: number) {
      const rows = await db
        .select({
          kind: companyApprovalRules.kind,
          minRials: companyApprovalRules.minRials,
          categoryId: companyApprovalRules.categoryId,
          approvers: companyApprovalRules.approvers,
          categoryName: categories.name,
        })
        .from(companyApprovalRules)
        .leftJoin(categories, eq(categories.id, companyApprovalRules.categoryId))
        .where(eq(companyApprovalRules.companyId, companyId))
        .orderBy(asc(companyApprovalRules.id));
      return rows.map((r) => ({ ...r, approvers: r.approvers === 2 ? (2 as const) : (1 as const) }));
    },
    async replace(companyId: number, rules: ApprovalRule[]) {
      await db.delete(companyApprovalRules).where(eq(companyApprovalRules.companyId, companyId));
      if (rules.length) await db.insert(companyApprovalRules).values(rules.map((r) => ({ ...r, companyId })));
    },
    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return Boolean(row);
    },
  };
}
