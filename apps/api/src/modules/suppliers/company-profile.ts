// The company profile: its fields checked one by one (Persian messages per field) and replaced together.
import type { FieldError } from '@bazaar/contracts/problem';
import type { CompanyProfileBody } from '@bazaar/contracts/supplier-profile';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { AppError } from '../../shared/app-error.js';
import { toPlainText } from '../content/sanitize.js';
import { fileUrl } from '../files/file-url.js';
import { createProfileRepo } from './profile.repo.js';
import { attachable, err, idOfUrl, type ProfileContext, profileOf, requireRight } from './profile-context.js';

/** Plain text that keeps its lines: markup removed, each line normalised (ی/ک, digits, spaces). */
const multiline = (input: string) =>
  toPlainText(input)
    .split('\n')
    .map((line) => normalizePersian(line))
    .filter(Boolean)
    .join('\n');

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A landline as stored: Latin digits, no separators; undefined when it is not one. */
export function normalizeLandline(input: string): string | undefined {
  const phone = toLatinDigits(input).replace(/[\s\-()]/g, '');
  return /^0\d{9,10}$/.test(phone) ? phone : undefined;
}

/** An http(s) address; «www.example.ir» is read as https. Undefined when it is not a web address. */
export function normalizeWebsite(input: string): string | undefined {
  const trimmed = toLatinDigits(input).trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || url.username || url.password) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

export async function companyProfile(ctx: ProfileContext, userId: number, merchantId: number) {
  await requireRight(ctx, userId, merchantId);
  return profileOf(ctx, merchantId);
}

export async function updateCompanyProfile(
  ctx: ProfileContext,
  userId: number,
  merchantId: number,
  body: CompanyProfileBody,
) {
  const { repo, uow } = ctx;
  await requireRight(ctx, userId, merchantId);
  const current = await profileOf(ctx, merchantId);
  const errors: FieldError[] = [];
  const phones: string[] = [];
  for (const [i, raw] of (body.phones ?? []).entries()) {
    if (!raw.trim()) continue;
    const phone = normalizeLandline(raw);
    if (phone) phones.push(phone);
    else errors.push(err(`body.phones.${i}`, 'pattern', 'شمارهٔ تلفن را با پیش‌شماره وارد کنید، مانند ۰۲۱۸۸۷۷۶۶۵۵.'));
  }
  let mobile: string | null = null;
  if (body.mobile?.trim()) {
    mobile = normalizeIranianMobile(body.mobile);
    if (!mobile) errors.push(err('body.mobile', 'pattern', 'شمارهٔ همراه معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷.'));
  }
  const email =
    toLatinDigits(body.email ?? '')
      .trim()
      .toLowerCase() || null;
  if (email && !EMAIL.test(email))
    errors.push(err('body.email', 'email', 'نشانی ایمیل معتبر نیست؛ مانند info@example.ir.'));
  let website: string | null = null;
  if (body.website?.trim()) {
    website = normalizeWebsite(body.website) ?? null;
    if (!website) errors.push(err('body.website', 'pattern', 'نشانی وب‌سایت معتبر نیست؛ مانند https://example.ir.'));
  }
  const currentLogo = idOfUrl(current.logoUrl);
  const currentCover = idOfUrl(current.coverUrl);
  const logo =
    body.logoFileId === undefined
      ? currentLogo
      : body.logoFileId &&
        ((await attachable(ctx, userId, body.logoFileId, 'image', 'body.logoFileId', errors, currentLogo)) ?? null);
  const cover =
    body.coverFileId === undefined
      ? currentCover
      : body.coverFileId &&
        ((await attachable(ctx, userId, body.coverFileId, 'image', 'body.coverFileId', errors, currentCover)) ?? null);
  const currentCatalogue = current.catalogue?.fileId ?? null;
  const catalogue =
    body.catalogueFileId === undefined
      ? currentCatalogue
      : body.catalogueFileId &&
        ((await attachable(
          ctx,
          userId,
          body.catalogueFileId,
          'pdf',
          'body.catalogueFileId',
          errors,
          currentCatalogue,
        )) ??
          null);
  const cityIds = [...new Set(body.saleCityIds ?? [])];
  const known = await repo.existingCities(cityIds);
  for (const [i, id] of cityIds.entries())
    if (!known.has(id)) errors.push(err(`body.saleCityIds.${i}`, 'oneOf', 'این شهر یافت نشد.'));
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });

  const address = normalizePersian(body.address ?? '').trim();
  const note = normalizePersian(toPlainText(body.minOrderNote ?? ''));
  await uow.run(async (tx, emit) => {
    await createProfileRepo(tx).update(
      merchantId,
      {
        about: multiline(body.about ?? ''),
        phones,
        mobile,
        email,
        website,
        address: address || null,
        logoUrl: logo ? fileUrl(logo) : null,
        coverUrl: cover ? fileUrl(cover) : null,
        catalogueFileId: catalogue || null,
      },
      {
        minOrderNote: note || null,
        paymentTerms: [...new Set((body.paymentTerms ?? []).map((t) => normalizePersian(t).trim()))],
        nationwideDelivery: body.nationwideDelivery ?? false,
      },
      cityIds,
    );
    await emit('suppliers.merchant.changed', { merchantId });
  });
  return profileOf(ctx, merchantId);
}
