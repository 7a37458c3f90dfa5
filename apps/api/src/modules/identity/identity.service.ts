// Login by one-time code and sessions: code issue and exchange with the limits of docs/decisions/014
// (expiry, single use, a code dies after its wrong tries, waits that grow per number and address instead
// of lockouts an attacker could trigger, per-address caps, at most 100 consecutive failures), refresh rotation
// with reuse detection (a reused refresh token revokes its whole family), logout, personal info.
// The service the routes and the module's index call, one line per use case; each use case is a plain function
// taking the identity context (as the wallet and trade modules, decision 037).
import type { BuyerCompanyUpdate, PersonalInfoUpdate, TokenGrant } from '@bazaar/contracts/identity';
import { buyerCompany, updateBuyerCompany } from './buyer-company.js';
import type { IdentityContext, IdentityServiceDeps } from './identity-context.js';
import { devOutbox, exchangeCode, requestCode } from './login-codes.js';
import { me, personalInfo, profilePicture, setProfilePicture, updatePersonalInfo } from './personal-info.js';
import { currentSession, grant, logout, refresh } from './sessions.js';
import { confirmCodeOfUser, sendCodeToUser } from './step-up-codes.js';
import type { AccessClaims } from './tokens.js';

export type { IdentityServiceDeps, IssuedSession } from './identity-context.js';

export function createIdentityService(deps: IdentityServiceDeps) {
  const ctx: IdentityContext = { ...deps, now: deps.now ?? Date.now };
  return {
    requestCode: (phoneInput: string, ip: string) => requestCode(ctx, phoneInput, ip),
    exchangeCode: (phoneInput: string, codeInput: string, ip: string) => exchangeCode(ctx, phoneInput, codeInput, ip),
    refresh: (refreshToken: string | undefined) => refresh(ctx, refreshToken),
    logout: (refreshToken: string | undefined, session: AccessClaims | null) => logout(ctx, refreshToken, session),
    currentSession: (claims: AccessClaims) => currentSession(ctx, claims),
    grant: (request: TokenGrant, ip: string, cookieRefreshToken: string | undefined) =>
      grant(ctx, request, ip, cookieRefreshToken),
    me: (userId: number) => me(ctx, userId),
    personalInfo: (userId: number) => personalInfo(ctx, userId),
    updatePersonalInfo: (userId: number, input: PersonalInfoUpdate & Record<string, unknown>) =>
      updatePersonalInfo(ctx, userId, input),
    buyerCompany: (userId: number) => buyerCompany(ctx, userId),
    updateBuyerCompany: (userId: number, input: BuyerCompanyUpdate) => updateBuyerCompany(ctx, userId, input),
    profilePicture: (userId: number) => profilePicture(ctx, userId),
    setProfilePicture: (userId: number, fileId: string) => setProfilePicture(ctx, userId, fileId),
    outbox: (limit: number, fromLoopback: boolean) => devOutbox(ctx, limit, fromLoopback),
    sendCodeToUser: (userId: number, ip: string) => sendCodeToUser(ctx, userId, ip),
    confirmCodeOfUser: (userId: number, code: string, ip: string) => confirmCodeOfUser(ctx, userId, code, ip),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
