// The demo datasets under ./data (JSON, documented in data/README.md), each described by a Zod schema and
// read through one loader that validates the file and names the file and the row of the first bad value.
// Pure data access: no database here. The files are found from the package root, so the bundle in dist/
// reads the same files as the sources.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { propertyTypeSchema } from '@bazaar/contracts/catalog-properties';
import { categoryTypeSchema } from '@bazaar/contracts/categories';
import { PLATFORMS } from '@bazaar/contracts/content-pages';
import { AD_SLOTS } from '@bazaar/contracts/site';
import { DELEGATION_KINDS, staffSizeSchema, verificationLevelSchema } from '@bazaar/contracts/suppliers';
import { paymentTermsSchema, tradeRequestStateSchema } from '@bazaar/contracts/trade-states';
import { membershipPlanInputSchema } from '@bazaar/contracts/wallet-membership';
import { z } from 'zod';
import { apiPackageRoot } from '../../shared/package-root.js';
import { pageStatusEnum } from '../schema/content.js';
import { merchantStatusEnum } from '../schema/merchants.js';

const text = z.string().min(1);
const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();
const platform = z.enum(PLATFORMS);

// ── geography ──────────────────────────────────────────────────────────────────────────────────────────────

const countrySchema = z.strictObject({
  alpha2: z.string().regex(/^[A-Z]{2}$/),
  alpha3: z.string().regex(/^[A-Z]{3}$/),
  /** ISO 3166-1 numeric code, three digits with leading zeros. */
  numeric: z.string().regex(/^\d{3}$/),
  name: text,
  latinName: text,
  callingCode: z
    .string()
    .regex(/^\+\d+(-\d+)?$/)
    .nullable(),
});

const provinceSchema = z.strictObject({
  /** ISO 3166-2:IR code (2020 revision), e.g. 'IR-23'. */
  code: z.string().regex(/^IR-\d{2}$/),
  name: text,
  latinName: text,
  /** Name of the capital city; equals the one city flagged `isCapital`. */
  capital: text,
  /** Landline area code with the trunk 0, e.g. '021'. */
  phonePrefix: z.string().regex(/^0\d{2,3}$/),
  cities: z.array(z.strictObject({ name: text, latinName: text, isCapital: z.literal(true).optional() })).min(1),
});

const urbanAreaSchema = z.strictObject({
  city: text,
  province: text,
  name: text,
  kind: z.enum(['district', 'neighbourhood']),
  /** Municipal district number, where known. */
  district: z.number().int().positive().optional(),
});

// ── catalog ────────────────────────────────────────────────────────────────────────────────────────────────

const quantitySchema = z.strictObject({
  key: text,
  name: text,
  baseUnit: text,
  units: z
    .array(
      z.strictObject({
        key: text,
        name: text,
        symbol: text,
        factor: z.number().positive(),
        offset: z.number().optional(),
      }),
    )
    .min(1),
});

const propertySchema = z.strictObject({
  /** ASCII slug, unique within its category and its ancestors' properties. */
  key: z.string().regex(/^[a-z0-9_]+$/),
  name: text,
  type: propertyTypeSchema,
  /** A quantity key of units.json for 'number' and 'range'. */
  quantity: text.optional(),
  /** A unit key of `quantity`: the unit Iranian buyers think in; values are stored in it. */
  defaultUnit: text.optional(),
  filterable: z.boolean(),
  /** A count: whole numbers only. Default: a unitless number whose sample steps by whole numbers. */
  integer: z.boolean().optional(),
  options: z.array(z.strictObject({ key: text, label: text })).optional(),
  /** Realistic value span for demo products, in `unit` (default `defaultUnit`). */
  sample: z
    .strictObject({ min: z.number(), max: z.number(), step: z.number().positive().optional(), unit: text.optional() })
    .optional(),
  hint: text.optional(),
});

const categoryPropertiesSchema = z.strictObject({
  categoryType: categoryTypeSchema,
  /** A category name exactly as in ../category-tree.ts within `categoryType`. */
  category: text,
  properties: z.array(propertySchema),
});

const propertyValueSchema = z.union([z.number(), z.tuple([z.number(), z.number()]), z.string(), z.boolean()]);

const baseProductSchema = z.strictObject({
  categoryType: categoryTypeSchema,
  /** A level-3 or level-4 category name of ../category-tree.ts within `categoryType`. */
  category: text,
  name: text,
  latinName: text,
  description: text,
  unit: text,
  /** Typical price in Rials per unit. */
  priceRange: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).optional(),
  values: z.record(z.string(), propertyValueSchema),
});

// ── suppliers ──────────────────────────────────────────────────────────────────────────────────────────────

const delegationSchema = z.strictObject({
  name: text,
  kind: z.enum(DELEGATION_KINDS),
  province: text,
  city: text,
  phone: text,
  mobile: text.optional(),
  address: text,
  /** Coverage area of the delegation, e.g. 'شمال‌غرب کشور'. */
  region: text,
});

const supplierSchema = z.strictObject({
  name: text,
  latinName: text,
  status: z.enum(merchantStatusEnum.enumValues),
  about: text,
  /** Jalali year. */
  establishedYear: z.number().int().min(1200).max(1500),
  staffSize: staffSizeSchema,
  categoryTypes: z.array(categoryTypeSchema).min(1),
  /** Level-2 or level-3 category names from ../category-tree.ts. */
  categories: z.array(text),
  province: text,
  city: text,
  address: text,
  phones: z.array(text),
  mobile: text.optional(),
  website: text.optional(),
  email: z.email().optional(),
  certificates: z.array(text),
  verification: z.strictObject({ level: verificationLevelSchema, verifiedAt: isoDate.optional() }),
  minOrderNote: text.optional(),
  paymentTerms: z.array(text).optional(),
  deliveryRegions: z.array(text).optional(),
  delegations: z.array(delegationSchema).optional(),
});

// ── content ────────────────────────────────────────────────────────────────────────────────────────────────

export interface ContentTypeSeed {
  key: string;
  name: string;
  children?: ContentTypeSeed[];
}
const contentTypeSchema: z.ZodType<ContentTypeSeed> = z.strictObject({
  key: text,
  name: text,
  get children() {
    return z.array(contentTypeSchema).optional();
  },
});

export interface MenuItemSeed {
  title: string;
  href: string;
  children?: MenuItemSeed[];
}
const menuItemSchema: z.ZodType<MenuItemSeed> = z.strictObject({
  title: text,
  href: text,
  get children() {
    return z.array(menuItemSchema).optional();
  },
});

const richPage = { title: text, bodyHtml: text };

const contentSchema = z.strictObject({
  contentTypes: z.array(contentTypeSchema),
  articles: z.array(
    z.strictObject({
      /** A leaf content type key. */
      contentType: text,
      uniquePageName: z.string().regex(/^[a-z0-9-]+$/),
      ...richPage,
      summary: text,
      labels: z.array(text),
      platform,
      /** Exact name of a confirmed supplier in suppliers.json. */
      supplier: text.optional(),
      categoryType: categoryTypeSchema.optional(),
      category: text.optional(),
      author: text,
      publishedAt: isoDate,
      status: z.enum(pageStatusEnum.enumValues),
    }),
  ),
  staticPages: z.array(z.strictObject({ uniquePageName: z.string().regex(/^[a-z0-9-]+$/), ...richPage })),
  howItWorks: z.array(
    z.strictObject({
      audience: z.enum(['buyer', 'supplier']),
      steps: z.array(z.strictObject({ title: text, text })),
    }),
  ),
  faqCategories: z.array(z.strictObject({ key: text, name: text })),
  faqs: z.array(
    z.strictObject({
      /** A faqCategories key. */
      category: text,
      question: text,
      answer: text,
      visitCount: z.number().int().nonnegative(),
      platform,
    }),
  ),
  helpEntries: z.array(z.strictObject({ frontUniqueId: text, ...richPage })),
  videos: z.array(
    z.strictObject({
      title: text,
      description: text,
      durationSeconds: z.number().int().positive(),
      labels: z.array(text),
    }),
  ),
  advertisements: z.array(
    z.strictObject({
      slot: z.enum(AD_SLOTS),
      title: text,
      text,
      link: text,
      startsAt: isoDateTime,
      endsAt: isoDateTime,
      active: z.boolean(),
      supplier: text.optional(),
    }),
  ),
  announcements: z.array(z.strictObject({ text, link: text.optional(), startsAt: isoDateTime, endsAt: isoDateTime })),
  websiteMenus: z.strictObject({ header: z.array(menuItemSchema), footer: z.array(menuItemSchema) }),
});

// ── loading ────────────────────────────────────────────────────────────────────────────────────────────────

export type CountrySeed = z.infer<typeof countrySchema>;
export type ProvinceSeed = z.infer<typeof provinceSchema>;
export type UrbanAreaSeed = z.infer<typeof urbanAreaSchema>;
export type QuantitySeed = z.infer<typeof quantitySchema>;
export type PropertySeed = z.infer<typeof propertySchema>;

/** Whether a property counts things (pump stages, years of experience, projects): whole numbers only. */
export function isCountProperty(p: PropertySeed): boolean {
  if (p.integer !== undefined) return p.integer;
  const step = p.sample?.step;
  return (p.type === 'number' || p.type === 'range') && !p.quantity && step !== undefined && Number.isInteger(step);
}
export type CategoryPropertiesSeed = z.infer<typeof categoryPropertiesSchema>;
export type BaseProductSeed = z.infer<typeof baseProductSchema>;
export type SupplierSeed = z.infer<typeof supplierSchema>;
export type ContentSeed = z.infer<typeof contentSchema>;

export class DatasetError extends Error {}

/** The folder of the dataset files: they ship with the code, in the source tree. */
export function datasetsFolder(): string {
  return path.join(apiPackageRoot(), 'src/db/seed/data');
}

/** `[12].phones[0]` or `articles[3].title`: where in the file the first problem is. */
function location(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** The name (or title, or key) of the innermost array row on the path, to find the row by eye. */
function rowLabel(raw: unknown, issuePath: readonly PropertyKey[]): string {
  let label = '';
  let node = raw;
  for (const part of issuePath) {
    if (node === null || typeof node !== 'object') break;
    const next: unknown = (node as Record<PropertyKey, unknown>)[part];
    if (Array.isArray(node) && next !== null && typeof next === 'object') {
      const row = next as Record<string, unknown>;
      const found = [row.name, row.title, row.key, row.uniquePageName].find((v) => typeof v === 'string');
      if (typeof found === 'string') label = ` ("${found}")`;
    }
    node = next;
  }
  return label;
}

/** Reads and validates one dataset; bad JSON or a bad row throws one message naming the file and the row. */
export function parseDataset<T>(file: string, schema: z.ZodType<T>, folder: string = datasetsFolder()): T {
  const fullPath = path.join(folder, file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(fullPath, 'utf8'));
  } catch (error) {
    throw new DatasetError(`seed dataset ${fullPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const issuePath = issue?.path ?? [];
  const where = issuePath.length > 0 ? `row ${location(issuePath)}${rowLabel(raw, issuePath)}` : 'the whole file';
  throw new DatasetError(`seed dataset ${fullPath}: ${where}: ${issue?.message ?? 'invalid'}`);
}

// ── trade requests ─────────────────────────────────────────────────────────────────────────────────────────

/** Demo direct orders to the demo supplier: one per state, with what the state implies (price, reason…). */
const tradeRequestSeedSchema = z
  .object({
    buyer: z.string().regex(/^09\d{9}$/),
    state: tradeRequestStateSchema,
    productIndex: z.number().int().min(0),
    quantity: z.number().positive(),
    targetPriceRials: z.number().int().positive().nullable(),
    paymentTerms: paymentTermsSchema,
    description: z.string(),
    unitPriceRials: z.number().int().positive().optional(),
    shippingRials: z.number().int().min(0).optional(),
    leadTimeDays: z.number().int().min(0).optional(),
    supplierNotes: z.string().optional(),
    rejectionReason: z.string().optional(),
    cancelReason: z.string().optional(),
    /**
     * A completed order that got there through a dispute split by staff (decision 039): the buyer opened a
     * dispute after delivery over one damaged unit, and staff returned that unit's price with its VAT,
     * releasing the rest. Only with state «completed».
     */
    disputeSplit: z.literal(true).optional(),
    daysAgo: z.number().int().min(0),
  })
  .strict()
  .refine((row) => !row.disputeSplit || row.state === 'completed', {
    message: 'disputeSplit is for a completed order',
  });

/** Every dataset: its file under data/ and the schema it must satisfy. */
// ── membership plans ───────────────────────────────────────────────────────────────────────────────────────

/** Paid plans on offer besides the free base plan (which the wallet module creates itself). */
const membershipPlanSchema = membershipPlanInputSchema.strict();

export const DATASETS = {
  countries: { file: 'countries.json', schema: z.array(countrySchema) },
  iranProvinces: { file: 'iran-divisions.json', schema: z.array(provinceSchema) },
  urbanAreas: { file: 'urban-areas.json', schema: z.array(urbanAreaSchema) },
  measurementQuantities: { file: 'units.json', schema: z.array(quantitySchema) },
  categoryProperties: { file: 'category-properties.json', schema: z.array(categoryPropertiesSchema) },
  baseProducts: { file: 'base-products.json', schema: z.array(baseProductSchema) },
  suppliers: { file: 'suppliers.json', schema: z.array(supplierSchema) },
  content: { file: 'content.json', schema: contentSchema },
  membershipPlans: { file: 'membership-plans.json', schema: z.array(membershipPlanSchema) },
  tradeRequests: { file: 'trade-requests.json', schema: z.array(tradeRequestSeedSchema) },
} as const;

/** A loader reading its file once per process. */
function dataset<T>(entry: { file: string; schema: z.ZodType<T> }): () => T {
  let value: T | undefined;
  return () => {
    value ??= parseDataset(entry.file, entry.schema);
    return value;
  };
}

/** Every ISO 3166-1 country, sorted by alpha-2. */
export const loadCountries = dataset(DATASETS.countries);
/** Iran's 31 provinces with their cities, capital first. */
export const loadIranProvinces = dataset(DATASETS.iranProvinces);
/** Municipal districts and neighbourhoods of Iran's largest cities. */
export const loadUrbanAreas = dataset(DATASETS.urbanAreas);
/** Measurement quantities and their units. */
export const loadMeasurementQuantities = dataset(DATASETS.measurementQuantities);
/** Technical properties attached to categories. */
export const loadCategoryProperties = dataset(DATASETS.categoryProperties);
/** Generic base products with typical values. */
export const loadBaseProducts = dataset(DATASETS.baseProducts);
/** Demo suppliers (merchants). */
export const loadSuppliers = dataset(DATASETS.suppliers);
/** Editorial content, FAQ, help, videos, advertisements, announcements and menus. */
export const loadContent = dataset(DATASETS.content);
/** Paid membership plans of the demo. */
export const loadMembershipPlans = dataset(DATASETS.membershipPlans);
/** Demo direct orders between demo buyers and the demo supplier. */
export const loadTradeRequests = dataset(DATASETS.tradeRequests);
export type TradeRequestSeed = z.infer<typeof tradeRequestSeedSchema>;
