#!/usr/bin/env node
// Points imports of the contracts at the files that now define what they import (issue 29: the contracts over 300
// lines were split by capability, e.g. `tradeRequestSchema` moved from `@bazaar/contracts/trade` to
// `@bazaar/contracts/trade-requests`). For a branch written before the split: rewrites only the import lines of
// the given files (default: every .ts/.tsx under apps/ and packages/); run `npx biome check --write` after.
//   node scripts/contract-imports.mjs [file …]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** For each split contract: the new file of each name that left it (names not listed stayed). */
const MOVED = {
  trade: {
    'trade-orders': [
      'DirectOrderInput',
      'directOrderInputSchema',
      'isoDay',
      'MAX_ORDER_QUANTITY',
      'MAX_ORDER_TOTAL_RIALS',
      'MAX_UNIT_PRICE_RIALS',
      'noteSchema',
      'orderLinesSum',
      'orderTotalRials',
      'persianText',
      'reasonSchema',
      'SupplierConfirmInput',
      'supplierConfirmSchema',
      'TRADE_DOCUMENT_TYPES',
      'tradeDocumentInputSchema',
      'tradeDocumentSchema',
      'TradeDocumentType',
      'tradeDocumentTypeSchema',
      'tradeDocumentTypesQuerySchema',
      'TradeEvent',
      'tradeEventSchema',
      'tradeItemInputSchema',
      'tradeItemSchema',
      'TradeRequestSummary',
      'tradeRequestSummarySchema',
      'unitPriceSchema',
    ],
    'trade-quotes': [
      'acceptQuoteSchema',
      'TRADE_QUOTE_STATUS_LABELS',
      'TRADE_QUOTE_STATUSES',
      'TradeQuote',
      'TradeQuoteInput',
      'tradeQuoteInputSchema',
      'tradeQuoteSchema',
      'TradeQuoteStatus',
      'tradeQuoteStatusSchema',
    ],
    'trade-requests': [
      'bySupplierQuerySchema',
      'MembershipAndPrice',
      'membershipAndPriceSchema',
      'openRequestsQuerySchema',
      'OpenRequestSummary',
      'openRequestSummarySchema',
      'publishResultSchema',
      'tradeDocumentQuerySchema',
      'tradeEventsQuerySchema',
      'tradeIdParamSchema',
      'tradeListQuerySchema',
      'tradeQuoteDocumentQuerySchema',
      'TradeRequest',
      'tradeRequestSchema',
    ],
    'trade-states': [
      'allowedTradeActions',
      'PAYMENT_TERMS',
      'PAYMENT_TERMS_LABELS',
      'PaymentTerms',
      'paymentTermsSchema',
      'QUOTE_ACTION_LABELS',
      'QUOTE_ACTIONS',
      'QUOTE_RULE',
      'QuoteAction',
      'TRADE_ACTIONS',
      'TRADE_EVENT_ACTIONS',
      'TRADE_REQUEST_STATE_LABELS',
      'TRADE_REQUEST_STATES',
      'TRADE_TRANSITIONS',
      'TradeAction',
      'TradeEventAction',
      'TradeParty',
      'TradeRequestState',
      'tradeRequestStateSchema',
    ],
  },
  catalog: {
    'catalog-products': [
      'BaseProduct',
      'baseProductSchema',
      'byProductQuerySchema',
      'CatalogQuery',
      'CatalogQueryInput',
      'catalogQuerySchema',
      'categorySuppliersBodySchema',
      'categorySuppliersQuerySchema',
      'itemsCountQuerySchema',
      'itemsCountSchema',
      'LISTING_COUNT_CAP',
      'PRODUCT_AVAILABILITIES',
      'PRODUCT_AVAILABILITY_LABELS',
      'PRODUCT_SORT_LABELS',
      'PRODUCT_SORTS',
      'PRODUCT_STATUSES',
      'ProductAvailability',
      'productAvailabilitySchema',
      'productCatalogueUrl',
      'ProductDetail',
      'productDetailSchema',
      'ProductPage',
      'productPageSchema',
      'ProductSort',
      'productSortSchema',
      'ProductSummary',
      'productSummarySchema',
      'productVisitQuerySchema',
      'PropertyValue',
      'propertyValueSchema',
      'relatedQuerySchema',
    ],
    'catalog-properties': [
      'CategoryProperty',
      'categoryPropertySchema',
      'MeasurementQuantity',
      'measurementQuantitySchema',
      'PROPERTY_TYPE_LABELS',
      'PROPERTY_TYPES',
      'propertyOptionSchema',
      'PropertyType',
      'propertyTypeSchema',
      'Unit',
      'unitFilterQuerySchema',
      'unitSchema',
    ],
    'own-products': [
      'ListingModeration',
      'listingModerationSchema',
      'OwnProduct',
      'ownProductSchema',
      'OwnProductsFilter',
      'ownProductsQuerySchema',
      'ProductOfferBody',
      'productOfferBodySchema',
      'ProductPropertiesBody',
      'productPropertiesBodySchema',
      'productPropertyInputSchema',
      'ProductStatus',
      'productStatusSchema',
    ],
  },
  'supplier-workspace': {
    'base-product-proposals': [
      'BASE_PRODUCT_REVIEW_LABELS',
      'BASE_PRODUCT_REVIEWS',
      'baseProductChoiceSchema',
      'baseProductChoicesQuerySchema',
      'BaseProductProposal',
      'BaseProductProposalBody',
      'baseProductProposalBodySchema',
      'baseProductProposalSchema',
      'baseProductReviewSchema',
      'merchantIdQuerySchema',
      'proposalQueueQuerySchema',
    ],
    'product-editor': [
      'EditableProduct',
      'editableProductSchema',
      'editableValueSchema',
      'OwnMerchant',
      'ownMerchantSchema',
      'ProductEditorBody',
      'productEditorBodySchema',
      'productImageInputSchema',
      'productStateBodySchema',
      'PropertyValueInput',
      'propertyValueInputSchema',
    ],
    'product-tools': [
      'BULK_EDIT_MAX_IDS',
      'BULK_EDIT_MAX_MATCHES',
      'BulkEditBody',
      'bulkEditBodySchema',
      'bulkEditResultSchema',
      'IMPORT_LIMITS',
      'ImportBody',
      'importBodySchema',
      'ImportReport',
      'importReportSchema',
      'ImportRowError',
      'importRowErrorSchema',
      'ownProductsFilterSchema',
      'OwnProductsSummary',
      'ownProductsSummarySchema',
    ],
    'supplier-audit-log': ['AUDIT_ACTION_LABELS', 'AuditEntry', 'auditEntrySchema'],
    'supplier-registration': [
      'confirmMerchantBodySchema',
      'documentQuerySchema',
      'MerchantRegistration',
      'MerchantRegistrationBody',
      'merchantRegistrationBodySchema',
      'merchantRegistrationSchema',
      'optionalText',
      'REGISTRATION_STATE_LABELS',
      'REGISTRATION_STATES',
      'registrationQueueQuerySchema',
      'RegistrationState',
      'registrationStateSchema',
      'rejectBodySchema',
      'text',
    ],
  },
  wallet: {
    'wallet-gateway-payments': [
      'onlinePaymentRequestSchema',
      'payableRefSchema',
      'paymentIdQuerySchema',
      'reconcileResultSchema',
      'retryRequestSchema',
      'sandboxCompleteSchema',
      'sandboxPaymentSchema',
      'staffPaymentSchema',
      'staffPaymentsQuerySchema',
      'VerifyResult',
      'verifyResultSchema',
      'verifySchema',
    ],
    'wallet-ledger': [
      'adjustmentResultSchema',
      'balanceSchema',
      'ChargeByUserInput',
      'chargeByUserSchema',
      'ChargeInput',
      'chargeSchema',
      'WalletEntry',
      'walletEntrySchema',
      'walletTransactionsQuerySchema',
    ],
    'wallet-membership': [
      'buyPlanSchema',
      'CurrentMembership',
      'currentMembershipSchema',
      'MembershipPlan',
      'MembershipPlanInput',
      'membershipPlanInputSchema',
      'membershipPlanSchema',
      'merchantQuerySchema',
      'MyMembership',
      'myMembershipSchema',
      'Payable',
      'payableSchema',
    ],
    'wallet-payments': [
      'ADJUSTMENT_MAX_RIALS',
      'Gateway',
      'GATEWAY_CODES',
      'GatewayCode',
      'gatewayCodeSchema',
      'gatewaySchema',
      'IDEMPOTENCY_KEY_HEADER',
      'idempotencyKeySchema',
      'moneyHeadersSchema',
      'PAYABLE_KIND_LABELS',
      'PAYABLE_KINDS',
      'PAYABLE_STATUSES',
      'PayableKind',
      'payableKindSchema',
      'payableStatusSchema',
      'Payment',
      'PAYMENT_METHODS',
      'PAYMENT_STATUS_LABELS',
      'PAYMENT_STATUSES',
      'paymentMethodSchema',
      'paymentSchema',
      'PaymentStart',
      'paymentStartSchema',
      'PaymentStatus',
      'paymentStatusSchema',
      'TOPUP_MAX_RIALS',
      'TOPUP_MIN_RIALS',
      'TOPUP_PRESETS_RIALS',
      'WALLET_TRANSACTION_KIND_LABELS',
      'WALLET_TRANSACTION_KINDS',
      'WalletTransactionKind',
      'walletTransactionKindSchema',
    ],
  },
  content: {
    'content-comments': [
      'commentModeratedSchema',
      'commentPostedSchema',
      'commentSchema',
      'likeResultSchema',
      'merchantHasContentSchema',
      'MODERATION_STATUSES',
      'moderationCommentSchema',
      'ModerationStatus',
      'moderationStatusSchema',
      'MyComment',
      'myCommentSchema',
      'newCommentSchema',
      'PageComment',
    ],
    'content-pages': [
      'contentTypeCrumbSchema',
      'ContentTypeNode',
      'contentTypeNodeSchema',
      'PAGE_STATUSES',
      'PageDetail',
      'pageDetailSchema',
      'pagesByLabelQuerySchema',
      'pagesByTypeQuerySchema',
      'pagesForPublicQuerySchema',
      'pagesListQuerySchema',
      'PageStatus',
      'pageStatusSchema',
      'PageSummary',
      'pageSummarySchema',
      'platformQuerySchema',
      'PLATFORMS',
    ],
  },
  'staff-admin': {
    'staff-admin-articles': [
      'ArticleInput',
      'articleInputSchema',
      'StaffArticle',
      'staffArticleSchema',
      'StaffArticleSummary',
      'staffArticleSummarySchema',
    ],
    'staff-admin-feedback': [
      'FEEDBACK_STATE_LABELS',
      'FEEDBACK_STATES',
      'feedbackReplySchema',
      'FeedbackState',
      'feedbackStateSchema',
      'StaffFeedback',
      'staffFeedbackSchema',
      'text',
    ],
    'staff-admin-promotions': [
      'AdvertisementInput',
      'advertisementInputSchema',
      'AnnouncementInput',
      'announcementInputSchema',
      'PROMOTION_WINDOW_LABELS',
      'PROMOTION_WINDOWS',
      'PromotionWindow',
      'StaffAdvertisement',
      'staffAdvertisementSchema',
      'StaffAnnouncement',
      'staffAnnouncementSchema',
    ],
    'staff-admin-users': ['GRANTABLE_ROLES', 'StaffUser', 'staffUserSchema'],
  },
  messaging: {
    'messaging-reports': [
      'blockSchema',
      'REPORT_REASON_MAX_LENGTH',
      'reportedConversationSchema',
      'reportedThreadSchema',
      'reportSchema',
    ],
    'messaging-sending': [
      'attachmentQuerySchema',
      'deleteMessageQuerySchema',
      'MESSAGING_LIVE_EVENTS',
      'SendMessageInput',
      'sendMessageSchema',
      'sentMessageSchema',
      'UpdateThreadInput',
      'updateThreadResultSchema',
      'updateThreadSchema',
    ],
    'messaging-threads': [
      'Conversation',
      'CONVERSATION_SIDES',
      'CONVERSATION_SUBJECT_TYPES',
      'conversationSchema',
      'ConversationSide',
      'conversationSideSchema',
      'conversationsQuerySchema',
      'ConversationSubject',
      'conversationSubjectSchema',
      'ConversationSubjectType',
      'conversationSubjectTypeSchema',
      'DELETED_MESSAGE_TEXT',
      'flatThreadSchema',
      'Message',
      'MESSAGE_EDIT_MINUTES',
      'MESSAGE_MAX_ATTACHMENTS',
      'MESSAGE_MAX_LENGTH',
      'MessageAttachment',
      'messageAttachmentSchema',
      'messageSchema',
      'Thread',
      'THREAD_MAX_PAGE',
      'threadQuerySchema',
      'threadSchema',
      'Unread',
      'unreadSchema',
    ],
  },
};

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === '.next' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function rewrite(source, inContracts) {
  let text = source;
  for (const [contract, targets] of Object.entries(MOVED)) {
    const home = new Map(Object.entries(targets).flatMap(([file, names]) => names.map((name) => [name, file])));
    const from = inContracts ? `./${contract}` : `@bazaar/contracts/${contract}`;
    const pattern = new RegExp(
      `^import (type )?\\{([^}]*)\\} from '${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}';\\n`,
      'gm',
    );
    text = text.replace(pattern, (whole, typeOnly = '', list) => {
      const groups = new Map();
      for (const spec of list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const name = spec
          .replace(/^type /, '')
          .split(' as ')[0]
          .trim();
        const file = home.get(name) ?? contract;
        groups.set(file, [...(groups.get(file) ?? []), spec]);
      }
      if (groups.size === 1 && groups.has(contract)) return whole;
      return [...groups]
        .map(([file, specs]) => {
          const to = inContracts ? `./${file}` : `@bazaar/contracts/${file}`;
          return `import ${typeOnly}{ ${specs.join(', ')} } from '${to}';\n`;
        })
        .join('');
    });
  }
  return text;
}

const files = process.argv.length > 2 ? process.argv.slice(2) : [...filesUnder('apps'), ...filesUnder('packages')];
let changed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const next = rewrite(source, file.includes('packages/contracts/src/'));
  if (next !== source) {
    writeFileSync(file, next);
    changed += 1;
    console.log(file);
  }
}
console.log(`${changed} file(s) rewritten`);
