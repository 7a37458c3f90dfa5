// A seller's tax profile (decision 042): read by its members and staff (memory id, when saved, the certificate's
// subject and expiry, never the key or the certificate), saved or replaced by its owner. The memory id is read in
// capitals with Persian digits made Latin; the key must be RSA and the certificate's own; both are sealed.

import { TAX_MEMORY_ID_PATTERN, type TaxProfileAnswer, type TaxProfileBody } from '@bazaar/contracts/tax-system';
import { toLatinDigits } from '@bazaar/fa/digits';
import { AppError } from '../../shared/app-error.js';
import { checkKeys } from './key-vault.js';
import { type Caller, mayActFor, type TaxSystemContext, toProfile } from './tax-system-context.js';

export async function taxProfile(ctx: TaxSystemContext, caller: Caller, merchantId: number): Promise<TaxProfileAnswer> {
  const rights = await mayActFor(ctx, caller, merchantId, 'read');
  const row = await ctx.repo.profile(merchantId);
  return { profile: row ? toProfile(row) : null, system: ctx.deps.adapter.kind, canManage: rights.manage };
}

export async function saveTaxProfile(
  ctx: TaxSystemContext,
  caller: Caller,
  merchantId: number,
  body: TaxProfileBody,
): Promise<TaxProfileAnswer> {
  await mayActFor(ctx, caller, merchantId, 'manage');
  const memoryId = toLatinDigits(body.memoryId).replace(/\s+/g, '').toUpperCase();
  const errors = [];
  if (!TAX_MEMORY_ID_PATTERN.test(memoryId))
    errors.push({
      field: 'body.memoryId',
      code: 'memoryId',
      message: 'شناسه یکتای حافظه مالیاتی ۶ نویسه است، از حروف بزرگ لاتین و رقم (مانند A1B2C3).',
    });
  const keys = checkKeys(body.privateKeyPem, body.certificatePem, ctx.now());
  if (Array.isArray(keys)) errors.push(...keys.map((k) => ({ ...k, field: `body.${k.field}` })));
  if (errors.length > 0 || Array.isArray(keys)) throw new AppError('VALIDATION_FAILED', { errors });
  const { vault } = ctx.deps;
  const row = await ctx.repo.saveProfile({
    merchantId,
    memoryId,
    sealedPrivateKey: vault.seal(body.privateKeyPem.trim()),
    sealedCertificate: vault.seal(body.certificatePem.trim()),
    certificateSubject: keys.subject,
    certificateExpiresAt: keys.expiresAt,
    savedByUserId: caller.userId,
  });
  return { profile: toProfile(row), system: ctx.deps.adapter.kind, canManage: true };
}
