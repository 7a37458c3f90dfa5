// Items shared with a buyer company (decision 058): a delivery address, favourite or note whose author set
// «مشترک با شرکت» carries `shared_company_id`. It is the company's shared data while its author is still a member
// of that company: the membership is read in the same statement on every request (no cache), so a member who
// leaves stops seeing the company's items, and the company stops seeing theirs, at the next request. SQL pieces
// the addresses, engagement and trade repositories compose into their own queries.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { companyMembers } from './schema/companies.js';
import { users } from './schema/identity.js';

interface Shareable {
  userId: AnyPgColumn;
  sharedCompanyId: AnyPgColumn;
}

/** The row is shared now: its author still belongs to the company it was shared with. */
export const sharedNow = (t: Shareable) =>
  sql<boolean>`(${t.sharedCompanyId} is not null and exists (select 1 from ${companyMembers} author
    where author.user_id = ${t.userId} and author.company_id = ${t.sharedCompanyId}))`;

/** The row is shared now with the company `userId` belongs to now. */
export const sharedWithCompanyOf = (t: Shareable, userId: number) =>
  sql`(${sharedNow(t)} and ${t.sharedCompanyId} = (select reader.company_id from ${companyMembers} reader
    where reader.user_id = ${userId}))`;

/** Who shared the row, by name only (a member without a name is «عضو بی‌نام», never their number). */
export const sharerName = (t: Shareable) =>
  sql<string>`(select coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), 'عضو بی‌نام')
    from ${users} where ${users.id} = ${t.userId})`;

/** The caller's company and role now, or undefined outside a company. */
export async function membershipNow(db: Database, userId: number) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row;
}

/** Where-clause: the row is `userId`'s own, or shared now with their company. */
export const ownOrShared = (t: Shareable, userId: number): SQL =>
  sql`(${eq(t.userId, userId)} or ${sharedWithCompanyOf(t, userId)})`;
