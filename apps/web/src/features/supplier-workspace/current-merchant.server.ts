// The merchant chosen with the workspace's switcher, from its cookie (private pages only: never read on a cached
// public page). See current-merchant.ts.
import 'server-only';
import { cookies } from 'next/headers';
import { parsePublicId } from '@/lib/route-params';
import { WORKSPACE_MERCHANT_COOKIE } from './current-merchant';

export async function rememberedMerchantId(): Promise<number | null> {
  return parsePublicId((await cookies()).get(WORKSPACE_MERCHANT_COOKIE)?.value ?? '');
}
