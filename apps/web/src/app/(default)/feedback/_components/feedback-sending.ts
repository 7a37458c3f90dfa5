// What the feedback form loads at its first send: the browser-side checks and the site's calls, both with
// the contract's zod schemas.
import { bind } from '@bazaar/api-client/endpoint-client';
import { siteEndpoints } from '@bazaar/contracts/site';
import { browserHttp } from '@/lib/browser-api';

export { checkFeedback, toFeedbackInput } from './feedback-values';
export const siteApi = bind(browserHttp, siteEndpoints);
