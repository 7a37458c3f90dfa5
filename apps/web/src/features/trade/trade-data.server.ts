// Direct orders in the web, fetched with the signed-in person's token (never cached: they are the parties' own).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { addressesEndpoints } from '@bazaar/contracts/addresses';
import { tradeEndpoints } from '@bazaar/contracts/trade';
import { paymentsEndpoints, walletEndpoints } from '@bazaar/contracts/wallet';
import { notFound } from 'next/navigation';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { uploadFile } from '@/features/files/upload.server';

export const TRADE_PAGE_SIZE = 20;

export async function tradeApi(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    /** Uploads a document the buyer attaches (private to the buyer; the parties read it through the request). */
    upload: (file: File) => uploadFile(http, file, { fileName: file.name }),
    trade: bind(http, tradeEndpoints),
    addresses: bind(http, addressesEndpoints),
    wallet: bind(http, walletEndpoints),
    payments: bind(http, paymentsEndpoints),
  };
}

/** One request the caller may see, or the 404 screen (a stranger's request looks like none at all). */
export async function loadTradeRequest(id: number, currentPath: string) {
  const api = await tradeApi(currentPath);
  try {
    return await orLogin(api.trade.get({ params: { id } }), currentPath);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
}
