// Runtime configuration: read once from the environment, validated, and frozen.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Longest wait for a database connection (a new one, or a free one of a full pool) before the request answers
   * 503 with Retry-After: a database that takes connections but does not answer never leaves requests hanging.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Time a client has to send one whole request (headers and body); a slower one gets 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /**
   * The one hop in front of the API that may tell it the client's address (X-Forwarded-For, -Proto,
   * -Host), in proxy-addr syntax: `loopback` (default), addresses or CIDRs, comma-separated; `false`
   * trusts no hop. A forwarding header is believed only when the connection comes from such an address
   * AND carries `X-Proxy-Secret: PROXY_SECRET`; otherwise it is dropped and the socket's address is the
   * client's (docs/decisions/011-client-addresses-and-demo-mode.md).
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine((v) => v !== 'true', 'trusting every hop lets any client choose its address; list the proxy addresses'),
  /** Shared with the web server (or a load balancer) that forwards client addresses; unset: none is believed. */
  PROXY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Base addresses of every web instance (comma-separated, e.g. `http://10.0.0.5:3000,http://10.0.0.6:3000`).
   * When a change's event says a public page is out of date, each one is told to drop it from its page
   * cache (`POST /internal/revalidate` with `X-Proxy-Secret`), so the page shows the change at once.
   * Empty: nobody is told, and pages follow their time windows.
   */
  WEB_REVALIDATE_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /**
   * An explicit, visible demo: a production start with the development SMS provider, whose codes are
   * shown at /dev/sms to visitors on this machine only. Without it such a start is refused.
   */
  DEMO_MODE: booleanFromEnv.default(false),
  SEED_ON_START: z.enum(['never', 'if-empty']).default('never'),
  /** Key for token signatures and code/token hashes; required in production, kept under DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /**
   * A refresh token used again within this many seconds of its rotation (two tabs, parallel page loads)
   * gets a fresh pair instead of ending the session; later reuse revokes the whole family.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(120),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /**
   * Login limits (docs/decisions/014). The base wait between two codes to a number; it doubles for every
   * further code one address asks for that number within the hour, and for the number as a whole once
   * it is past OTP_MAX_PER_PHONE_HOUR codes or has had many wrong codes, never beyond OTP_MAX_WAIT_SECONDS.
   */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  OTP_MAX_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(900),
  /** Codes to one number in an hour (from every address) after which each further wait doubles. */
  OTP_MAX_PER_PHONE_HOUR: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * Codes one address may ask for in an hour, whatever the numbers (stops spraying numbers). High enough for
   * an office or a mobile carrier's shared address; each number has its own, much lower cap above.
   */
  OTP_MAX_PER_IP_HOUR: z.coerce.number().int().min(1).max(5000).default(200),
  /** Wrong codes from one address in an hour before it may neither guess nor ask for codes that hour. */
  OTP_MAX_FAILURES_PER_IP_HOUR: z.coerce.number().int().min(1).max(5000).default(150),
  /**
   * Consecutive wrong codes for one number (a successful login starts again from zero; forgotten after
   * a day) before the number is refused for the rest of that day: NIST SP 800-63B 5.2.2 allows at most 100.
   */
  OTP_MAX_FAILURES_PER_PHONE: z.coerce.number().int().min(5).max(100).default(100),
  /** Visits (products, pages, FAQ) one address can add to the counters in an hour; repeats never count. */
  VISIT_MAX_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
  /** A search is suggested to others as popular once this many people made it (issue 15). */
  SEARCH_POPULAR_MIN_HITS: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /**
   * Counted views are added up in memory and written together this often (one statement per table), so
   * counting never makes a page wait on row locks; 0 writes each view at once. Views of the last interval
   * are lost if the process is killed (a normal stop writes them).
   */
  VISIT_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SMS_PROVIDER: z.enum(['dev', 'kavenegar']).default('dev'),
  KAVENEGAR_API_KEY: z.string().min(1).optional(),
  KAVENEGAR_TEMPLATE: z.string().min(1).default('bazaar-otp'),
  KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
  /**
   * Payments (docs/decisions/018). The public address of the site, for gateway return addresses; the
   * sandbox gateway (a bank-like page of this site, no real money) is offered outside production and in a
   * visible DEMO_MODE; Zarinpal when a merchant id is set.
   */
  PUBLIC_SITE_URL: z.url().default('http://127.0.0.1:3000'),
  SANDBOX_GATEWAY: booleanFromEnv.optional(),
  ZARINPAL_MERCHANT_ID: z.string().min(1).optional(),
  ZARINPAL_API_URL: z.url().default('https://api.zarinpal.com'),
  ZARINPAL_STARTPAY_URL: z.url().default('https://www.zarinpal.com/pg/StartPay/'),
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Payments left at a gateway are re-verified this often, and expire after PAYMENT_EXPIRE_MINUTES unpaid. */
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  PAYMENT_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Secure payment (decision 039): VAT added to an order, in basis points (1000 = 10%). */
  VAT_BASIS_POINTS: z.coerce.number().int().min(0).max(5000).default(1000),
  /** Days after the recorded delivery in which the buyer may dispute; then the held money is released. */
  OBJECTION_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Issue 31: how long a direct order's پیش‌فاکتور holds its prices (a quote's holds until the quote's own date). */
  PROFORMA_VALID_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /**
   * Issue 31 (decision 050): the شناسه کالا/خدمت (13 digits) of the shipping service, sent as `sstid` on an
   * invoice's shipping line. Unset: that line has no code and the tax system refuses it with its reason.
   */
  TAX_SHIPPING_SERVICE_CODE: z
    .string()
    .regex(/^[0-9]{13}$/)
    .optional(),
  /** Issue 31: the Chromium that prints documents to PDF (Debian's package; never a downloaded browser). */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Days the supplier has to answer a dispute in its thread. */
  DISPUTE_ANSWER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /** How often due releases and their reminders are looked for (0: never, as in tests that call it). */
  RELEASE_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  /**
   * Trust (decision 043): the fewest cases behind a measured figure before it shows a number (below it,
   * «اطلاعات کافی نیست»); how often the trust job measures every supplier and buyer (0: only when run); days after
   * publication within which a buyer's payment counts as on time.
   */
  TRUST_MIN_CASES: z.coerce.number().int().min(1).max(100).default(3),
  TRUST_MEASURE_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  TRUST_PAY_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /**
   * Registry inquiries (docs/decisions/051): a company's national id (شناسه ملی) at the companies' registry and a
   * شبا account's holders at its bank, through REGISTRY_PROVIDER: `sandbox` (built in, offline, the default) or
   * `uid` (یوآیدی's inquiry API at UID_API_URL with UID_BUSINESS_ID and UID_BUSINESS_TOKEN). Identities changed
   * since their last inquiry and unchecked bank accounts are asked about every REGISTRY_CHECK_MS (0: never).
   * A company whose last answer is older than REGISTRY_RECHECK_DAYS is asked again (oldest first, 50 a run, after
   * the new and changed ones), so one dissolved since loses its registry item and its weight in the trust score
   * and its owner is texted once (docs/decisions/059).
   */
  REGISTRY_PROVIDER: z.enum(['sandbox', 'uid']).default('sandbox'),
  UID_API_URL: z.url().default('https://json-api.uid.ir/api'),
  UID_BUSINESS_ID: z.string().min(1).optional(),
  UID_BUSINESS_TOKEN: z.string().min(1).optional(),
  REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  REGISTRY_CHECK_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  REGISTRY_RECHECK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Supplier payouts (docs/decisions/038). A withdrawal is at least PAYOUT_MIN_RIALS, and a merchant withdraws
   * at most PAYOUT_DAILY_CAP_RIALS per Tehran day (failed payouts do not count). The payout job sends pending
   * withdrawals in batches of PAYOUT_BATCH_SIZE every PAYOUT_RUN_MS (0: only when staff run it) through
   * PAYOUT_PROVIDER: `sandbox` (built in, offline; refused in production unless DEMO_MODE) or `jibit`
   * (Jibit's transferor, with JIBIT_TRANSFEROR_API_KEY and _SECRET_KEY).
   */
  PAYOUT_MIN_RIALS: z.coerce.number().int().min(1).max(1_000_000_000_000).default(1_000_000),
  PAYOUT_DAILY_CAP_RIALS: z.coerce.number().int().min(1).max(1_000_000_000_000_000).default(5_000_000_000),
  PAYOUT_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(50),
  PAYOUT_RUN_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  PAYOUT_PROVIDER: z.enum(['sandbox', 'jibit']).default('sandbox'),
  JIBIT_TRANSFEROR_URL: z.url().default('https://napi.jibit.ir/trf'),
  JIBIT_TRANSFEROR_API_KEY: z.string().min(1).optional(),
  JIBIT_TRANSFEROR_SECRET_KEY: z.string().min(1).optional(),
  /** Jibit's transfer mode: ACH (پایا, the default), NORMAL (internal) or RTGS (ساتنا, large amounts). */
  JIBIT_TRANSFER_MODE: z.enum(['ACH', 'NORMAL', 'RTGS']).default('ACH'),
  /**
   * سامانه مودیان (docs/decisions/042). TAX_SYSTEM: `sandbox` (built in, offline, the default) or `moadian` (the
   * tax organisation's API at MOADIAN_URL). Sellers' private keys and certificates are sealed with AES-256-GCM
   * under TAX_KEYS_SECRET (needed in production; generated once under DATA_DIR elsewhere). Sent invoices are
   * asked about every TAX_SYSTEM_POLL_MS (0: only right after sending); a send the system did not answer is
   * retried TAX_SYSTEM_RETRY_LIMIT times with doubling delays.
   */
  TAX_SYSTEM: z.enum(['sandbox', 'moadian']).default('sandbox'),
  MOADIAN_URL: z.url().default('https://tp.tax.gov.ir/requestsmanager/api/v2'),
  TAX_KEYS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TAX_SYSTEM_POLL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  TAX_SYSTEM_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  /** Prometheus scrapes GET /api/v1/metrics sending this in `X-Metrics-Token`; without it the route answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Origins allowed to send cookie-authenticated writes (the site itself); comma-separated. */
  ALLOWED_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  COOKIE_SECURE: booleanFromEnv.optional(),
  /** Seconds a public catalog listing may be answered from the in-process cache (0 turns it off). */
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** Background jobs (docs/decisions/013): retries after a failure, the first retry's delay (doubling after). */
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(5),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** How often an idle worker looks for jobs queued by another instance (its own are started at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Failed jobs stay listed for staff and re-runnable this many days. */
  JOBS_KEEP_FAILED_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How often the outbox is read for events committed by other instances (own commits go at once). */
  EVENTS_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** How long a code request waits for its SMS job before answering; the job keeps retrying after. */
  SMS_SEND_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Live updates (docs/decisions/010): a comment on every open stream this often, so proxies keep it. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(120_000).default(15_000),
  /** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` hint). */
  LIVE_RETRY_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** Open streams one user may hold on one API instance (tabs, devices). */
  LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  /** Open streams one client address may hold on one API instance (an office behind one NAT). */
  LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Messages one person may send per minute (docs/decisions/019); over it, 429 in Persian. */
  MESSAGING_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * The sourcing assistant's language model (issue 19, decision 022): an OpenAI-compatible chat endpoint.
   * Without AI_BASE_URL and AI_MODEL the built-in engine answers every turn.
   */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  /** A model turn (every round of tool calls included) that takes longer is abandoned. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Model turns per user (or address, for visitors) and hour. */
  AI_MAX_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Model tokens a signed-in user may spend per calendar month (UTC). */
  AI_MONTHLY_TOKEN_BUDGET: z.coerce.number().int().min(0).max(1_000_000_000).default(200_000),
  /** Seconds a message stays unread before its recipients get one SMS (at most one per conversation and hour). */
  MESSAGING_REMINDER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Hours a live event is kept so a reconnecting page can catch up. */
  LIVE_RETENTION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Prefix of the Redis pub/sub channels of live events; sites sharing one Redis need different ones. */
  LIVE_CHANNEL_PREFIX: z.string().min(1).max(100).default('bz:live:'),
  /**
   * S3-compatible object storage for file content (docs/decisions/016-object-storage.md): all four of
   * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none (content stays in the database).
   */
  S3_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3–63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers want; AWS takes either. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
});

/** Where file content goes when it does not stay in the database. */
export interface ObjectStorageConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type AppConfig = Readonly<z.infer<typeof configSchema>> & {
  readonly pgliteDir: string;
  readonly authSecret: string;
  /**
   * The secret sellers' tax keys are sealed under: TAX_KEYS_SECRET, or generated under DATA_DIR outside production;
   * undefined in production without it (no tax profile can be saved or used there, and the API says so).
   */
  readonly taxKeysSecret: string | undefined;
  /** Set when S3_* is configured; otherwise file content is kept in the database. */
  readonly objectStorage: ObjectStorageConfig | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment; an invalid value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'unknown';
    const got = typeof cleaned[name] === 'string' ? ` (got "${cleaned[name]}")` : '';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid'}${got}`);
  }
  const config = result.data;
  if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'dev' && !config.DEMO_MODE) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER: "dev" sends no SMS and is refused in production; set SMS_PROVIDER=kavenegar, or DEMO_MODE=true for a visible demo whose codes appear at /dev/sms on this machine only',
    );
  }
  if (config.SMS_PROVIDER === 'kavenegar' && !config.KAVENEGAR_API_KEY) {
    throw new ConfigError('Invalid configuration: KAVENEGAR_API_KEY: required when SMS_PROVIDER=kavenegar');
  }
  if (config.PAYOUT_PROVIDER === 'jibit' && !(config.JIBIT_TRANSFEROR_API_KEY && config.JIBIT_TRANSFEROR_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration: JIBIT_TRANSFEROR_API_KEY and JIBIT_TRANSFEROR_SECRET_KEY: required when PAYOUT_PROVIDER=jibit',
    );
  }
  if (config.REGISTRY_PROVIDER === 'uid' && !(config.UID_BUSINESS_ID && config.UID_BUSINESS_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration: UID_BUSINESS_ID and UID_BUSINESS_TOKEN: required when REGISTRY_PROVIDER=uid',
    );
  }
  return Object.freeze({
    ...config,
    pgliteDir: path.resolve(config.DATA_DIR, 'pglite'),
    authSecret: config.AUTH_SECRET ?? localSecret(config),
    taxKeysSecret:
      config.TAX_KEYS_SECRET ??
      (config.NODE_ENV === 'production' ? undefined : localSecret(config, 'TAX_KEYS_SECRET', '.tax-keys-secret')),
    objectStorage: objectStorage(config, cleaned),
  });
}

/** All of S3_* or none: any S3 variable without the four required ones is a mistake, refused in one line. */
function objectStorage(
  config: z.infer<typeof configSchema>,
  env: Record<string, string | undefined>,
): ObjectStorageConfig | undefined {
  const given = Object.keys(env).filter((name) => name.startsWith('S3_'));
  if (given.length === 0) return undefined;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = config;
  const secretAccessKey = config.S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const missing = S3_REQUIRED.filter((name) => !config[name]);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')}: required with ${given.join(', ')} (object storage needs all of ${S3_REQUIRED.join(', ')}, or none of S3_*)`,
    );
  }
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** Outside production a missing secret (AUTH_SECRET, TAX_KEYS_SECRET) is generated once and kept under DATA_DIR. */
function localSecret(config: z.infer<typeof configSchema>, name = 'AUTH_SECRET', fileName = '.auth-secret'): string {
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(`Invalid configuration: ${name}: required in production (32+ characters)`);
  }
  if (config.NODE_ENV === 'test')
    return `test-secret-test-secret-test-secret-0000${name === 'AUTH_SECRET' ? '' : `-${name}`}`;
  const file = path.resolve(config.DATA_DIR, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
