// The signed-in user's personal info and profile picture.
import type { PersonalInfo, PersonalInfoUpdate, ProfilePicture, SessionUser } from '@bazaar/contracts/identity';
import { isValidNationalId, normalizeNationalId } from '@bazaar/fa/national-id';
import { normalizePersian } from '@bazaar/fa/normalize';
import { fieldError } from '../../shared/app-error.js';
import { fileUrl } from '../files/file-url.js';
import { type IdentityContext, rolesOf, sessionUser, signedInUser } from './identity-context.js';

/** The signed-in user as the site's header shows them. */
export async function me(ctx: IdentityContext, userId: number): Promise<SessionUser> {
  const user = await signedInUser(ctx, userId);
  return sessionUser(user, await rolesOf(ctx, user));
}

export async function personalInfo(ctx: IdentityContext, userId: number): Promise<PersonalInfo> {
  const user = await signedInUser(ctx, userId);
  return {
    id: user.id,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
    nationalId: user.nationalId,
    email: user.email,
    birthDate: user.birthDate,
    profilePictureUrl: user.profilePictureFileId ? fileUrl(user.profilePictureFileId) : null,
    roles: await rolesOf(ctx, user),
  };
}

/** Replaces every field and answers the personal info as it now is. */
export async function updatePersonalInfo(
  ctx: IdentityContext,
  userId: number,
  input: PersonalInfoUpdate & Record<string, unknown>,
): Promise<PersonalInfo> {
  const { repo, now } = ctx;
  let nationalId: string | null = null;
  if (input.nationalId) {
    nationalId = normalizeNationalId(String(input.nationalId));
    if (!nationalId || !isValidNationalId(nationalId)) {
      throw fieldError('body.nationalId', 'pattern', 'کد ملی معتبر نیست؛ ۱۰ رقم کد ملی را درست وارد کنید.');
    }
  }
  const birthDate = (input.birthDate as string | null) ?? null;
  if (birthDate && (birthDate > new Date(now()).toISOString().slice(0, 10) || birthDate < '1900-01-01')) {
    throw fieldError('body.birthDate', 'pattern', 'تاریخ تولد معتبر نیست.');
  }
  await repo.updateUser(userId, {
    firstName: input.firstName ? normalizePersian(String(input.firstName)) : null,
    lastName: input.lastName ? normalizePersian(String(input.lastName)) : null,
    nationalId,
    email: (input.email as string | null) ?? null,
    birthDate,
  });
  return personalInfo(ctx, userId);
}

export async function profilePicture(ctx: IdentityContext, userId: number): Promise<ProfilePicture> {
  const fileId = (await signedInUser(ctx, userId)).profilePictureFileId;
  return { fileId, url: fileId ? fileUrl(fileId) : null };
}

/** To an image file the user uploaded (404 for anyone else's file). */
export async function setProfilePicture(ctx: IdentityContext, userId: number, fileId: string): Promise<ProfilePicture> {
  const { repo, files } = ctx;
  const file = await files.ownedFile(userId, fileId);
  if (!file.mimeType.startsWith('image/')) {
    throw fieldError('body.fileId', 'pattern', 'تصویر پروفایل باید یک فایل تصویری باشد.');
  }
  await repo.updateUser(userId, { profilePictureFileId: file.id });
  return { fileId: file.id, url: fileUrl(file.id) };
}
