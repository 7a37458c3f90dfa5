// Secure payment in the web (decision 039): every call with the signed-in person's token, never cached (an
// order's money and its dispute are its parties' own). Staff screens check the role first (decision 027).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { securePaymentEndpoints } from '@bazaar/contracts/secure-payment';
import { paymentsEndpoints, walletEndpoints } from '@bazaar/contracts/wallet';
import { forbidden } from 'next/navigation';
import { cache } from 'react';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { uploadFile } from '@/features/files/upload.server';
import { isStaff } from '@/features/staff-admin/staff.server';

export const SECURE_PAYMENT_PAGE_SIZE = 20;

/** An order's money (once per request: the money section and the page's actions both read it); null when none. */
export const loadOrderMoney = cache(async (id: number, currentPath: string) =>
  unlessMissing((await securePaymentApi(currentPath)).money.money({ params: { id } }), currentPath),
);

export async function securePaymentApi(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    /** A shipment document or a dispute's evidence, private to its uploader. */
    upload: (file: File) => uploadFile(http, file, { fileName: file.name }),
    money: bind(http, securePaymentEndpoints),
    wallet: bind(http, walletEndpoints),
    payments: bind(http, paymentsEndpoints),
  };
}

/** The secure-payment calls for staff, or the 403 screen for anyone else. */
export async function staffSecurePaymentApi(currentPath: string) {
  if (!(await isStaff(currentPath))) forbidden();
  return securePaymentApi(currentPath);
}

/** A call's answer, or null when the API says there is none (404), e.g. an order without a dispute. */
export async function unlessMissing<T>(call: Promise<T>, currentPath: string): Promise<T | null> {
  try {
    return await orLogin(call, currentPath);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
