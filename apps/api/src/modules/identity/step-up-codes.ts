// A fresh one-time code for a signed-in person's sensitive change (adding or changing a bank account, decision
// 038): the code goes to the person's own mobile by the login's mechanism and limits (decision 014), and is
// checked and used up the same way. It proves the person still holds the phone, not only a session.
import type { OtpSent } from '@bazaar/contracts/identity';
import { AppError } from '../../shared/app-error.js';
import type { IdentityContext } from './identity-context.js';
import { consumeFreshCode, requestCode } from './login-codes.js';

async function phoneOf(ctx: IdentityContext, userId: number): Promise<string> {
  const user = await ctx.repo.findUser(userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user.phone;
}

/** Texts a code to the user's own mobile (the waits and caps of a login code apply). */
export async function sendCodeToUser(ctx: IdentityContext, userId: number, ip: string): Promise<OtpSent> {
  return requestCode(ctx, await phoneOf(ctx, userId), ip);
}

/** Checks the code last texted to the user's mobile and uses it up; throws the login's Persian errors. */
export async function confirmCodeOfUser(ctx: IdentityContext, userId: number, code: string, ip: string) {
  await consumeFreshCode(ctx, await phoneOf(ctx, userId), code, ip);
}
