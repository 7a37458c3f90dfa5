// The site's calls from client components (FAQ visits, feedback), bound once. Components import this module when
// a call is first made, not with their page: it brings the contract's zod schemas (decisions 091 and 094).
import { bind } from '@bazaar/api-client/endpoint-client';
import { siteEndpoints } from '@bazaar/contracts/site';
import { browserHttp } from '@/lib/browser-api';

export const browserSiteApi = bind(browserHttp, siteEndpoints);
