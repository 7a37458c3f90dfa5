// The content calls of this route's client components: same-origin, with the visitor's cookies.
import { createContentApi } from '@bazaar/api-client/content';
import { browserHttp } from '@/features/auth/browser-api';

export const browserContentApi = createContentApi(browserHttp);
