// The send job and the poll (decision 042). The job takes a queued invoice, builds its tax id and JSON from the
// invoices module's source, signs it with the seller's key and hands it to the tax system:
//   taken → sent (then asked at once, and by the poll until a verdict);  refused → rejected with the reasons;
//   unreachable, timeout, 5xx → the attempt is noted in Persian and the job throws, so pg-boss retries it with
//   back-off; after the last retry → failed (the seller may send again).
// Every move names the state it leaves, so a replayed job or answer changes nothing.

import { toPersianDigits } from '@bazaar/fa/digits';
import { buildInvoice } from './invoice-json.js';
import { signJws } from './jws.js';
import { checkKeys } from './key-vault.js';
import { unitRefusal } from './measurement-units.js';
import { type TaxCredentials, TaxSystemUnavailable, type TaxVerdict } from './tax-adapters.js';
import { taxIdOf } from './tax-id.js';
import type { TaxSubmissionRow } from './tax-system.repo.js';
import type { TaxSystemContext } from './tax-system-context.js';

const faTime = (d: Date) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit' }).format(
    d,
  );

async function credentialsOf(ctx: TaxSystemContext, merchantId: number): Promise<TaxCredentials | string> {
  const profile = await ctx.repo.profile(merchantId);
  if (!profile) return 'پروفایل مالیاتی تأمین‌کننده ثبت نشده است.';
  let keys: ReturnType<typeof checkKeys>;
  try {
    const { vault } = ctx.deps;
    keys = checkKeys(
      vault.open(profile.sealedPrivateKey, 'privateKey'),
      vault.open(profile.sealedCertificate, 'certificate'),
      ctx.now(),
    );
  } catch {
    return 'کلید ذخیره‌شده باز نشد؛ پروفایل مالیاتی را دوباره ثبت کنید.';
  }
  if (Array.isArray(keys)) return keys.map((k) => k.message).join(' ');
  return { memoryId: profile.memoryId, privateKey: keys.privateKey, certificatePem: keys.certificate.toString() };
}

const giveUp = (ctx: TaxSystemContext, invoiceId: string, lastError: string, attempts: number) =>
  ctx.repo.move(invoiceId, ['queued'], 'failed', { lastError, attempts, nextAttemptAt: null });

/** One run of the send job for an invoice; `attempt` is 1 on the first run. */
export async function runSubmission(ctx: TaxSystemContext, invoiceId: string, attempt: number): Promise<void> {
  const row = await ctx.repo.submission(invoiceId);
  if (row?.state !== 'queued') return;
  const source = await ctx.deps.readSource(invoiceId);
  if (!source) return void (await giveUp(ctx, invoiceId, 'صورتحساب در فهرست صورتحساب‌ها یافت نشد.', attempt));
  const refusal = unitRefusal(source.lines);
  if (refusal) return void (await giveUp(ctx, invoiceId, refusal, attempt));
  const credentials = await credentialsOf(ctx, row.merchantId);
  if (typeof credentials === 'string') return void (await giveUp(ctx, invoiceId, credentials, attempt));
  let originalTaxId: string | null = null;
  if (source.referencesInvoiceId) {
    originalTaxId = (await ctx.repo.submission(source.referencesInvoiceId))?.taxId ?? null;
    if (!originalTaxId)
      return void (await giveUp(
        ctx,
        invoiceId,
        'صورتحساب مرجع این اصلاحیه هنوز به سامانه مودیان فرستاده نشده است.',
        attempt,
      ));
  }
  const taxId = taxIdOf(credentials.memoryId, new Date(source.issuedAt), source.serial);
  const invoice = buildInvoice(source, { taxId, originalTaxId });
  const jws = signJws(invoice, credentials.privateKey, credentials.certificatePem, ctx.now());
  try {
    const outcome = await ctx.deps.adapter.send({ taxId, jws }, credentials);
    const sent = { taxId, invoiceJson: invoice, attempts: attempt, lastError: null, nextAttemptAt: null };
    if (!outcome.taken) {
      await ctx.repo.move(invoiceId, ['queued'], 'rejected', {
        ...sent,
        reasons: outcome.reasons,
        decidedAt: ctx.now(),
      });
      return;
    }
    const moved = await ctx.repo.move(invoiceId, ['queued'], 'sent', {
      ...sent,
      referenceNumber: outcome.referenceNumber,
      sentAt: ctx.now(),
    });
    if (moved) await inquireOne(ctx, { ...row, state: 'sent', taxId, referenceNumber: outcome.referenceNumber });
  } catch (error) {
    if (!(error instanceof TaxSystemUnavailable)) throw error;
    const { retryLimit, retryDelaySeconds } = ctx.deps.settings;
    if (attempt > retryLimit)
      return void (await giveUp(
        ctx,
        invoiceId,
        `${error.message} پس از ${toPersianDigits(attempt)} تلاش ارسال متوقف شد؛ دوباره بفرستید.`,
        attempt,
      ));
    const next = new Date(ctx.now().getTime() + retryDelaySeconds * 2 ** (attempt - 1) * 1000);
    await ctx.repo.noteAttempt(invoiceId, {
      attempts: attempt,
      lastError: `${error.message} تلاش دوباره خودکار حدود ساعت ${faTime(next)}.`,
      nextAttemptAt: next,
    });
    throw error;
  }
}

/** Applies the system's answer about one sent or accepted invoice; false when it changed nothing. */
export async function applyVerdict(ctx: TaxSystemContext, row: TaxSubmissionRow, verdict: TaxVerdict) {
  const at = ctx.now();
  switch (verdict.state) {
    case 'pending':
      return false;
    case 'accepted':
      return ctx.repo.move(row.invoiceId, ['sent'], 'accepted', { decidedAt: at, reasons: [] });
    case 'rejected':
      return ctx.repo.move(row.invoiceId, ['sent'], 'rejected', { decidedAt: at, reasons: verdict.reasons });
    case 'buyer_accepted':
      return ctx.repo.move(row.invoiceId, ['sent', 'accepted'], 'buyer_accepted', { decidedAt: row.decidedAt ?? at });
    case 'buyer_rejected':
      return ctx.repo.move(row.invoiceId, ['sent', 'accepted'], 'buyer_rejected', {
        decidedAt: row.decidedAt ?? at,
        reasons: verdict.reasons,
      });
  }
}

async function inquireOne(ctx: TaxSystemContext, row: TaxSubmissionRow): Promise<boolean> {
  if (!row.referenceNumber || !row.taxId) return false;
  const credentials = await credentialsOf(ctx, row.merchantId);
  if (typeof credentials === 'string') return false;
  try {
    const verdict = await ctx.deps.adapter.inquire(
      { referenceNumber: row.referenceNumber, taxId: row.taxId },
      credentials,
    );
    return await applyVerdict(ctx, row, verdict);
  } catch (error) {
    if (error instanceof TaxSystemUnavailable) return false;
    throw error;
  }
}

/** Asks the system about every invoice waiting for a verdict or a buyer's answer; how many changed. */
export async function pollSubmissions(ctx: TaxSystemContext, limit = 200): Promise<number> {
  const since = new Date(ctx.now().getTime() - ctx.deps.settings.buyerWindowDays * 86_400_000);
  let changed = 0;
  for (const row of await ctx.repo.waiting(since, limit)) if (await inquireOne(ctx, row)) changed += 1;
  return changed;
}
