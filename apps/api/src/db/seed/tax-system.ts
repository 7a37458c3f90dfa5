// Demo سامانه مودیان (decision 042): the demo supplier (the first merchant owned by 09120000002) has a sandbox
// tax profile, memory id A1B2C3, whose key and certificate are the public demo pair (stored as `demo:1`, which
// opens only while TAX_SYSTEM is the sandbox). `seedTaxSubmissions` gives demo invoices their submissions once
// the invoices exist (the invoices seed calls it with the invoices it made): accepted, accepted by the buyer,
// waiting for the verdict, rejected with the sandbox's reason, in turn. Running either twice changes nothing.
import { X509Certificate } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_CERTIFICATE_PEM, DEMO_TAX_MEMORY_ID } from '../../modules/tax-system/demo-keys.js';
import { DEMO_SEALED } from '../../modules/tax-system/key-vault.js';
import { taxIdOf } from '../../modules/tax-system/tax-id.js';
import type { Database } from '../client.js';
import { merchantMembers } from '../schema/customers.js';
import { users } from '../schema/identity.js';
import { taxProfiles, taxSubmissions } from '../schema/tax-system.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';

export async function seedTaxSystem(db: Database): Promise<number> {
  const [owner] = await db
    .select({ userId: users.id, merchantId: merchantMembers.merchantId })
    .from(users)
    .innerJoin(merchantMembers, and(eq(merchantMembers.userId, users.id), eq(merchantMembers.role, 'owner')))
    .where(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE))
    .orderBy(asc(merchantMembers.merchantId))
    .limit(1);
  if (!owner) return 0;
  const certificate = new X509Certificate(DEMO_CERTIFICATE_PEM);
  const added = await db
    .insert(taxProfiles)
    .values({
      merchantId: owner.merchantId,
      memoryId: DEMO_TAX_MEMORY_ID,
      sealedPrivateKey: DEMO_SEALED,
      sealedCertificate: DEMO_SEALED,
      certificateSubject: certificate.subject.split('\n').filter(Boolean).join('، '),
      certificateExpiresAt: new Date(certificate.validTo),
      savedByUserId: owner.userId,
    })
    .onConflictDoNothing()
    .returning({ merchantId: taxProfiles.merchantId });
  return added.length;
}

export interface SeededInvoice {
  invoiceId: string;
  /** The seller (a merchant with a tax profile; others are skipped). */
  merchantId: number;
  /** Its number in the seller's series, and when it was issued: the tax id is made from them. */
  serial: number;
  issuedAt: Date;
}

const TURNS = ['accepted', 'buyer_accepted', 'sent', 'rejected'] as const;
const REJECTION = [
  {
    code: 'body.1.sstid',
    message: 'ردیف ۱: شناسه کالا/خدمت ۱۳ رقمی ندارد (row 1: sstid must be 13 digits)',
  },
];

/** Submissions for demo invoices, in turn accepted, accepted by the buyer, sent, rejected; how many were added. */
export async function seedTaxSubmissions(db: Database, invoices: SeededInvoice[]): Promise<number> {
  if (invoices.length === 0) return 0;
  const profiles = await db
    .select({ merchantId: taxProfiles.merchantId, memoryId: taxProfiles.memoryId })
    .from(taxProfiles)
    .where(inArray(taxProfiles.merchantId, [...new Set(invoices.map((i) => i.merchantId))]));
  const memoryOf = new Map(profiles.map((p) => [p.merchantId, p.memoryId]));
  let added = 0;
  for (const [i, invoice] of invoices.entries()) {
    const memoryId = memoryOf.get(invoice.merchantId);
    if (!memoryId) continue;
    const state = TURNS[i % TURNS.length] ?? 'accepted';
    const taxId = taxIdOf(memoryId, invoice.issuedAt, invoice.serial);
    const sentAt = new Date(invoice.issuedAt.getTime() + 600_000);
    const rows = await db
      .insert(taxSubmissions)
      .values({
        invoiceId: invoice.invoiceId,
        merchantId: invoice.merchantId,
        taxId,
        state,
        attempts: 1,
        referenceNumber: `SBX-${taxId}`,
        reasons: state === 'rejected' ? REJECTION : [],
        sentAt,
        decidedAt: state === 'sent' ? null : new Date(sentAt.getTime() + 60_000),
        createdAt: invoice.issuedAt,
        updatedAt: sentAt,
      })
      .onConflictDoNothing()
      .returning({ invoiceId: taxSubmissions.invoiceId });
    added += rows.length;
  }
  return added;
}
