// What the feedback form loads at its first send: the browser-side checks and the site's calls, both with
// the contract's zod schemas.
export { browserSiteApi as siteApi } from '@/features/site/site-browser-api';
export { checkFeedback, toFeedbackInput } from './feedback-values';
