// Demo certificates (decision 043): the demo supplier, a pump maker, holds an approved ISO 9001 that runs for two
// more years, an approved national standard licence that expires in 20 days (the daily job texts its owner), an
// ISO 14001 that expired 40 days ago (it stops counting; only the supplier sees it, marked expired) and a pending
// knowledge-based company certificate in staff's queue. Each has a private scan. Run twice, it adds nothing.
import type { CertificateKind, CertificateStatus } from '@bazaar/contracts/trust-certificates';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { storedFiles } from '../schema/files.js';
import { users } from '../schema/identity.js';
import { merchants } from '../schema/merchants.js';
import { merchantCertificates } from '../schema/trust.js';
import { DEMO_ADMIN_PHONE } from './accounts.js';
import { renderCataloguePdf } from './demo-assets.js';
import { trustSuppliers } from './trust.js';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

interface DemoCertificate {
  kind: CertificateKind;
  title?: string;
  number: string;
  issuer: string;
  issuerLatin: string;
  issuedDaysAgo: number;
  expiresInDays: number;
  status: CertificateStatus;
}

const CERTIFICATES: DemoCertificate[] = [
  {
    kind: 'iso9001',
    number: 'QMS-IR-04417',
    issuer: 'TÜV NORD ایران',
    issuerLatin: 'TUV NORD Iran',
    issuedDaysAgo: 400,
    expiresInDays: 695,
    status: 'approved',
  },
  {
    kind: 'national_standard',
    number: '1401-27458',
    issuer: 'سازمان ملی استاندارد ایران',
    issuerLatin: 'Iranian National Standards Organization',
    issuedDaysAgo: 1075,
    expiresInDays: 20,
    status: 'approved',
  },
  {
    kind: 'iso14001',
    number: 'EMS-IR-01962',
    issuer: 'DQS ایران',
    issuerLatin: 'DQS Iran',
    issuedDaysAgo: 1135,
    expiresInDays: -40,
    status: 'approved',
  },
  {
    kind: 'other',
    title: 'گواهی شرکت دانش‌بنیان',
    number: 'DB-02-11873',
    issuer: 'معاونت علمی، فناوری و اقتصاد دانش‌بنیان ریاست جمهوری',
    issuerLatin: 'Vice-Presidency for Science and Technology',
    issuedDaysAgo: 60,
    expiresInDays: 670,
    status: 'pending',
  },
];

export async function seedCertificates(db: Database): Promise<number> {
  const suppliers = await trustSuppliers(db);
  if (!suppliers) return 0;
  const merchantId = suppliers.responsive;
  const [existing] = await db
    .select({ id: merchantCertificates.id })
    .from(merchantCertificates)
    .where(eq(merchantCertificates.merchantId, merchantId))
    .limit(1);
  if (existing) return 0;
  const [merchant] = await db.select({ name: merchants.latinName }).from(merchants).where(eq(merchants.id, merchantId));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ADMIN_PHONE));
  for (const [index, c] of CERTIFICATES.entries()) {
    const fileId = `demo-certificate-${merchantId}-${index + 1}`;
    const content = await renderCataloguePdf({
      heading: 'CERTIFICATE (DEMO SCAN)',
      title: c.title ? 'Knowledge-based company certificate' : c.kind.toUpperCase(),
      supplier: merchant?.name ?? 'Demo supplier',
      rows: [
        ['Certificate number', c.number],
        ['Issuer', c.issuerLatin],
        ['Issued', day(-c.issuedDaysAgo)],
        ['Expires', day(c.expiresInDays)],
      ],
    });
    await db
      .insert(storedFiles)
      .values({
        id: fileId,
        ownerUserId: suppliers.responsiveOwner,
        fileName: `certificate-${c.kind}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: content.byteLength,
        content,
        isPublic: false,
      })
      .onConflictDoNothing();
    const reviewed = c.status === 'approved';
    await db.insert(merchantCertificates).values({
      merchantId,
      kind: c.kind,
      title: c.title ?? null,
      number: c.number,
      issuer: c.issuer,
      issuedOn: day(-c.issuedDaysAgo),
      expiresOn: day(c.expiresInDays),
      fileId,
      fileName: `certificate-${c.kind}.pdf`,
      status: c.status,
      reviewedAt: reviewed ? new Date(Date.now() - (c.issuedDaysAgo - 7) * DAY) : null,
      reviewedByUserId: reviewed ? (staff?.id ?? null) : null,
      submittedByUserId: suppliers.responsiveOwner,
      createdAt: new Date(Date.now() - (c.issuedDaysAgo - 5) * DAY),
    });
  }
  return CERTIFICATES.length;
}
