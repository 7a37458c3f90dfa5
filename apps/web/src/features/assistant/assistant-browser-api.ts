// The assistant from client components, through the browser client (same origin, session cookies): a
// signed-in buyer's turns are saved, an anonymous visitor's are not. Components import this module when a
// call is first made (it brings the contracts' schemas); the model's stream is in assistant-stream.
import { bind } from '@bazaar/api-client/endpoint-client';
import { assistantEndpoints } from '@bazaar/contracts/assistant';
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { browserHttp } from '@/lib/browser-api';

export const browserAssistantApi = bind(browserHttp, assistantEndpoints);
export const browserCatalogApi = bind(browserHttp, catalogEndpoints);
