// The domain modules, in the order they register: a module comes after those whose offers it uses
// (platform/modules.ts). Adding a capability is adding its folder and one line here.

import { jobsModule } from '../platform/jobs/index.js';
import type { AppModule } from '../platform/modules.js';
import { addressesModule } from './addresses/index.js';
import { assistantModule } from './assistant/index.js';
import { catalogModule } from './catalog/index.js';
import { categoriesModule } from './categories/index.js';
import { companiesModule } from './companies/index.js';
import { contentModule } from './content/index.js';
import { customersModule } from './customers/index.js';
import { disputesModule } from './disputes/index.js';
import { engagementModule } from './engagement/index.js';
import { eventsModule } from './events/index.js';
import { filesModule } from './files/index.js';
import { geographyModule } from './geography/index.js';
import { identityModule } from './identity/index.js';
import { messagingModule } from './messaging/index.js';
import { paperworkModule } from './paperwork/index.js';
import { payoutsModule } from './payouts/index.js';
import { searchModule } from './search/index.js';
import { securePaymentModule } from './secure-payment/index.js';
import { sharedTypeModelsModule } from './shared-typemodels/index.js';
import { siteModule } from './site/index.js';
import { sitemapModule } from './sitemap/index.js';
import { suppliersModule } from './suppliers/index.js';
import { systemModule } from './system/index.js';
import { taxSystemModule } from './tax-system/index.js';
import { tradeModule } from './trade/index.js';
import { trustModule } from './trust/index.js';
import { walletModule } from './wallet/index.js';

export const MODULES: AppModule[] = [
  filesModule,
  // Customers prepares `merchantAccess` before identity's auth plugin asks it; it uses addresses' service.
  addressesModule,
  customersModule,
  identityModule,
  systemModule,
  categoriesModule,
  geographyModule,
  contentModule,
  suppliersModule,
  catalogModule,
  searchModule,
  assistantModule,
  engagementModule,
  siteModule,
  sitemapModule,
  sharedTypeModelsModule,
  eventsModule,
  walletModule,
  tradeModule,
  securePaymentModule,
  // Buyer companies take trade's hooks, secure payment's payable and the wallet's company account.
  companiesModule,
  // After trade and secure payment (it reads their orders); before the tax system, which uses its invoices.
  paperworkModule,
  disputesModule,
  trustModule,
  payoutsModule,
  // Reads invoices through `invoiceSources` when it first needs one, so its place among the modules is free.
  taxSystemModule,
  messagingModule,
  jobsModule,
];
