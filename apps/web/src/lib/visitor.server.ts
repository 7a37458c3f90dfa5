// Facts about the visitor of the page being rendered. The web server (server/forwarding.ts) overwrites
// X-Forwarded-For with the address it saw, so the header is the visitor's real address here.
import 'server-only';
import { headers } from 'next/headers';
import { isLoopback } from '../../server/forwarding';

export async function visitorIsOnThisMachine(): Promise<boolean> {
  return isLoopback((await headers()).get('x-forwarded-for')?.split(',').pop()?.trim());
}

/** `npm start` without a real SMS provider: an explicit demo whose login codes are shown at /dev/sms. */
export function isDemoMode(): boolean {
  return process.env.DEMO_MODE === 'true';
}
