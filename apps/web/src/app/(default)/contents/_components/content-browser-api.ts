// The content calls of this route's client components: same-origin, with the visitor's cookies.
import { bind } from '@bazaar/api-client/endpoint-client';
import { contentEndpoints } from '@bazaar/contracts/content';
import { browserHttp } from '@/lib/browser-api';

export const browserContentApi = bind(browserHttp, contentEndpoints);
