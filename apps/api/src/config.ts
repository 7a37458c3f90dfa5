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
  /**
   * Which hops may set X-Forwarded-For (proxy-addr syntax: `loopback`, addresses, CIDRs, or true/false).
   * The default trusts only a proxy on this machine, so a client cannot choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
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
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  OTP_MAX_PER_PHONE_HOUR: z.coerce.number().int().min(1).max(100).default(5),
  OTP_MAX_PER_IP_HOUR: z.coerce.number().int().min(1).max(1000).default(20),
  /** Wrong codes per number in an hour before the number is locked out for the rest of that hour. */
  OTP_MAX_FAILURES_PER_PHONE_HOUR: z.coerce.number().int().min(1).max(200).default(10),
  SMS_PROVIDER: z.enum(['dev', 'kavenegar']).default('dev'),
  KAVENEGAR_API_KEY: z.string().min(1).optional(),
  KAVENEGAR_TEMPLATE: z.string().min(1).default('bazaar-otp'),
  KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
  /** Origins allowed to send cookie-authenticated writes (the site itself); comma-separated. */
  ALLOWED_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  COOKIE_SECURE: booleanFromEnv.optional(),
  /** Seconds a public catalog listing may be answered from the in-process cache (0 turns it off). */
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type AppConfig = Readonly<z.infer<typeof configSchema>> & {
  readonly pgliteDir: string;
  readonly authSecret: string;
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
  if (config.SMS_PROVIDER === 'kavenegar' && !config.KAVENEGAR_API_KEY) {
    throw new ConfigError('Invalid configuration: KAVENEGAR_API_KEY: required when SMS_PROVIDER=kavenegar');
  }
  return Object.freeze({
    ...config,
    pgliteDir: path.resolve(config.DATA_DIR, 'pglite'),
    authSecret: config.AUTH_SECRET ?? localSecret(config),
  });
}

/** Outside production a missing AUTH_SECRET is generated once and kept under DATA_DIR. */
function localSecret(config: z.infer<typeof configSchema>): string {
  if (config.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: AUTH_SECRET: required in production (32+ characters)');
  }
  if (config.NODE_ENV === 'test') return 'test-secret-test-secret-test-secret-0000';
  const file = path.resolve(config.DATA_DIR, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
