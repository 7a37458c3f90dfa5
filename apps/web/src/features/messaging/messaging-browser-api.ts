// Conversations from client components, through the browser client (same origin, session cookies).
import { bind } from '@bazaar/api-client/endpoint-client';
import { messagingEndpoints } from '@bazaar/contracts/messaging';
import { browserHttp } from '@/lib/browser-api';

export const browserMessagingApi = bind(browserHttp, messagingEndpoints);
