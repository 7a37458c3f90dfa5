// Identity data access: users, one-time codes, refresh-token families, the dev outbox, memberships.
import type { BuyerCompany, PersonalInfo, Role } from '@bazaar/contracts/identity';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  buyerCompanies,
  otpCodes,
  refreshTokens,
  revokedSessions,
  smsOutbox,
  users,
} from '../../db/schema/identity.js';

const userColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  nationalId: users.nationalId,
  email: users.email,
  birthDate: users.birthDate,
  roles: users.roles,
  profilePictureFileId: users.profilePictureFileId,
};

export function createIdentityRepo(db: Database) {
  return {
    /**
     * Codes sent to a number since `since`: how many, how many of them this address asked for, and when
     * the last of each was sent (one pass over the number's index).
     */
    async codeHistory(phone: string, ip: string, since: Date) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          fromAddress: sql<number>`(count(*) filter (where ${otpCodes.requestIp} = ${ip}))::int`,
          lastAt: sql<Date | null>`max(${otpCodes.createdAt})`,
          lastFromAddressAt: sql<Date | null>`max(${otpCodes.createdAt}) filter (where ${otpCodes.requestIp} = ${ip})`,
        })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, since)));
      const time = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
      return {
        total: row?.total ?? 0,
        fromAddress: row?.fromAddress ?? 0,
        lastAt: time(row?.lastAt),
        lastFromAddressAt: time(row?.lastFromAddressAt),
      };
    },
    /**
     * The code a guess is checked against: the newest live code (unused, unexpired, tries left) that this
     * address asked for, otherwise the newest live code of the number. Someone else asking for a code
     * therefore does not take the owner's code away.
     */
    async liveCode(phone: string, ip: string, at: Date, maxAttempts: number) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phone, phone),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, at),
            lt(otpCodes.attempts, maxAttempts),
          ),
        )
        .orderBy(sql`(${otpCodes.requestIp} = ${ip}) desc nulls last`, desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      return row;
    },
    async insertCode(values: { phone: string; codeHash: string; expiresAt: Date; requestIp: string }) {
      await db.insert(otpCodes).values(values);
    },
    /** Counts a wrong try; answers the new count. */
    async countWrongAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? 0;
    },
    /** Marks the code used; false when another request consumed it first. */
    async consumeCode(id: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    /** Creates the person with this number, or renames them (staff registering a customer). */
    async upsertUserNames(phone: string, names: { firstName: string | null; lastName: string | null }) {
      const [row] = await db
        .insert(users)
        .values({ phone, ...names })
        .onConflictDoUpdate({ target: users.phone, set: { ...names, updatedAt: sql`now()` } })
        .returning({
          id: users.id,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
          roles: users.roles,
        });
      if (!row) throw new Error('user upsert returned no row');
      return row;
    },
    async findOrCreateUser(phone: string) {
      const [created] = await db.insert(users).values({ phone }).onConflictDoNothing().returning(userColumns);
      if (created) return created;
      const [existing] = await db.select(userColumns).from(users).where(eq(users.phone, phone));
      if (!existing) throw new Error('user vanished after insert conflict');
      return existing;
    },
    async findCompany(userId: number): Promise<BuyerCompany | null> {
      const [row] = await db
        .select({
          name: buyerCompanies.name,
          nationalId: buyerCompanies.nationalId,
          economicCode: buyerCompanies.economicCode,
          registrationNumber: buyerCompanies.registrationNumber,
          address: buyerCompanies.address,
          postalCode: buyerCompanies.postalCode,
          phone: buyerCompanies.phone,
        })
        .from(buyerCompanies)
        .where(eq(buyerCompanies.userId, userId));
      return row ?? null;
    },
    async saveCompany(userId: number, company: BuyerCompany) {
      await db
        .insert(buyerCompanies)
        .values({ userId, ...company })
        .onConflictDoUpdate({ target: buyerCompanies.userId, set: { ...company, updatedAt: sql`now()` } });
    },
    async findUser(id: number) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },
    async updateUser(
      id: number,
      values: Partial<Omit<PersonalInfo, 'id' | 'phone' | 'roles' | 'profilePictureUrl'>> & {
        profilePictureFileId?: string | null;
      },
    ) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(userColumns);
      return row;
    },
    async insertRefresh(values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(values);
    },
    async findRefresh(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Rotates a token exactly once; false when it was already rotated or revoked (a reuse). */
    async rotateRefresh(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    /**
     * Ends a login: its refresh tokens are revoked and the family is listed until `listedUntil` (when the
     * last access token it issued has expired), so those access tokens stop working at once.
     */
    async revokeFamily(familyId: string, listedUntil: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      await db
        .insert(revokedSessions)
        .values({ familyId, expiresAt: listedUntil })
        .onConflictDoUpdate({ target: revokedSessions.familyId, set: { expiresAt: listedUntil } });
      // Revocations are rare; entries whose access tokens have all expired are swept here.
      await db.delete(revokedSessions).where(sql`${revokedSessions.expiresAt} < now()`);
    },
    /**
     * What one request needs to trust an access token, in one statement of primary-key lookups: the
     * user's current staff roles and agency, and whether the login was ended. Undefined: no such user.
     */
    async sessionState(userId: number, familyId: string) {
      const [row] = await db
        .select({
          roles: users.roles,
          revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.familyId} = ${familyId})`,
          blocked: sql<boolean>`${users.blockedAt} is not null`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Blocked by staff (decision 030): no new login, and open ones stop on their next request. */
    async isBlocked(userId: number) {
      const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
      return Boolean(row?.blockedAt);
    },

    async addToOutbox(entry: { to: string; text: string; code: string | null }) {
      await db.insert(smsOutbox).values(entry);
    },
    async outbox(limit: number) {
      const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id)).limit(limit);
      return rows.map((r) => ({ to: r.to, text: r.text, code: r.code, sentAt: r.sentAt.toISOString() }));
    },
  };
}

export type IdentityRepo = ReturnType<typeof createIdentityRepo>;
export type UserRow = NonNullable<Awaited<ReturnType<IdentityRepo['findUser']>>>;
export type { Role };
