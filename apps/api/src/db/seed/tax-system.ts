// Demo سامانه مودیان (decision 042): the demo supplier (the first merchant owned by 09120000002) has a sandbox
// tax profile, memory id A1B2C3, whose key and certificate are the public demo pair (stored as `demo:1`, which
// opens only while TAX_SYSTEM is the sandbox). `seedTaxSubmissions` gives demo invoices their submissions once
// the invoices exist (the invoices seed calls it with the invoices it made): accepted, accepted by the buyer,
// waiting for the verdict, rejected with the sandbox's reason (the row without a شناسه کالا/خدمت, decision 050;
// accepted when every row has one), in turn. An invoice with a unit the tax system's table has no code for
// (decision 057: a «پروژه» of engineering work) gets none: it could not have been sent, and the seller's send
// says why. Running either twice changes nothing.
import { X509Certificate } from 'node:crypto';
import { toPersianDigits } from '@bazaar/fa/digits';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_CERTIFICATE_PEM, DEMO_TAX_MEMORY_ID } from '../../modules/tax-system/demo-keys.js';
import { DEMO_SEALED } from '../../modules/tax-system/key-vault.js';
import { unitRefusal } from '../../modules/tax-system/measurement-units.js';
import { taxIdOf } from '../../modules/tax-system/tax-id.js';
import type { Database } from '../client.js';
import { merchantMembers } from '../schema/customers.js';
import { users } from '../schema/identity.js';
import { tradeDocuments } from '../schema/paperwork.js';
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
const rejection = (row: number) => [
  {
    code: `body.${row}.sstid`,
    message: `ردیف ${toPersianDigits(row)}: شناسه کالا/خدمت ۱۳ رقمی ندارد (row ${row}: sstid must be 13 digits)`,
  },
];

/**
 * The row the sandbox would name for an issued invoice (decision 050): its first line without a product code,
 * else its shipping line (whose code is a setting the demo leaves unset); null when every row has a code. An
 * invoice id that is no document (the tests' own) reads as its first row.
 */
async function rowWithoutCode(db: Database, invoiceId: string): Promise<number | null> {
  if (!/^\d{1,9}$/.test(invoiceId)) return 1;
  const [doc] = await db
    .select({ lines: tradeDocuments.lines, shippingRials: tradeDocuments.shippingRials })
    .from(tradeDocuments)
    .where(eq(tradeDocuments.id, Number(invoiceId)));
  if (!doc) return 1;
  const missing = doc.lines.findIndex((l) => !l.productCode);
  if (missing >= 0) return missing + 1;
  return doc.shippingRials > 0 ? doc.lines.length + 1 : null;
}

/** Whether the send of an issued invoice is refused for a unit without a code (decision 057). */
async function unitsRefused(db: Database, invoiceId: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(invoiceId)) return false;
  const [doc] = await db
    .select({ lines: tradeDocuments.lines })
    .from(tradeDocuments)
    .where(eq(tradeDocuments.id, Number(invoiceId)));
  return doc ? unitRefusal(doc.lines.map((l) => ({ unitTitle: l.unit }))) !== null : false;
}

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
    if (!memoryId || (await unitsRefused(db, invoice.invoiceId))) continue;
    const turn = TURNS[i % TURNS.length] ?? 'accepted';
    const row = turn === 'rejected' ? await rowWithoutCode(db, invoice.invoiceId) : null;
    const state = turn === 'rejected' && row === null ? 'accepted' : turn;
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
        reasons: state === 'rejected' && row !== null ? rejection(row) : [],
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
