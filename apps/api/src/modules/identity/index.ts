// Identity (decisions 004, 006, 011, 014): one-time codes by SMS, sessions and tokens, staff's user admin.
import type { AppModule } from '../../platform/modules.js';
import { authPlugin } from '../../plugins/auth.js';
import { createIdentityRepo, type IdentityRepo } from './identity.repo.js';
import { identityRoutes } from './identity.routes.js';
import { createIdentityService, type IdentityService } from './identity.service.js';
import { createDevSmsProvider, createKavenegarProvider, type SmsProvider } from './sms.js';
import { createQueuedSmsProvider } from './sms-queue.js';
import { createTokenKit } from './tokens.js';
import { createUsersStaffRepo } from './users-staff.repo.js';
import { usersStaffRoutes } from './users-staff.routes.js';
import { createUsersStaffService } from './users-staff.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    identity: { service: IdentityService; repo: IdentityRepo; devOutbox: boolean };
    /** The SMS gateway itself, for modules that text people (not queued: their subscribers retry). */
    sms: SmsProvider;
  }
}

export const identityModule: AppModule = {
  name: 'identity',
  /** The auth plugin reads every request's session, so it is registered before any route. */
  async prepare(app, ctx) {
    const { config } = ctx;
    const repo = createIdentityRepo(ctx.database.db);
    const sms =
      ctx.sms ?? (config.SMS_PROVIDER === 'kavenegar' ? createKavenegarProvider(config) : createDevSmsProvider(repo));
    // The development outbox exists only outside production or in an explicit demo (config refuses a
    // production start with SMS_PROVIDER=dev otherwise), and answers loopback clients only.
    const devOutbox = sms.name === 'dev' && (config.NODE_ENV !== 'production' || config.DEMO_MODE);
    if (devOutbox && config.NODE_ENV !== 'test') {
      ctx.log.warn(
        `SMS_PROVIDER=dev${config.DEMO_MODE ? ' (DEMO_MODE)' : ''}: one-time codes are NOT sent; visitors on this machine read them at /dev/sms.`,
      );
    }
    const tokens = createTokenKit(config.authSecret, config.ACCESS_TOKEN_TTL_SECONDS);
    const service = createIdentityService({
      repo,
      tokens,
      rates: ctx.rates,
      sms: createQueuedSmsProvider(ctx.platform.jobs, sms, {
        waitMs: config.SMS_SEND_WAIT_MS,
        codeTtlSeconds: config.OTP_TTL_SECONDS,
      }),
      limits: config,
      files: ctx.use('files'),
      access: ctx.use('merchantAccess'),
    });
    await app.register(authPlugin, {
      verifyAccess: tokens.verifyAccess,
      currentSession: service.currentSession,
      allowedOrigins: config.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    });
    ctx.offer('identity', { service, repo, devOutbox });
    ctx.offer('sms', sms);
  },
  async register(api, ctx) {
    const { service, devOutbox } = ctx.use('identity');
    const access = ctx.use('merchantAccess');
    await api.register(identityRoutes, {
      service,
      devOutbox,
      cookieSecure: ctx.config.COOKIE_SECURE,
      refreshTtlDays: ctx.config.REFRESH_TOKEN_TTL_DAYS,
    });
    await api.register(usersStaffRoutes, {
      service: createUsersStaffService({
        repo: createUsersStaffRepo(ctx.database.db, access.actingUsers),
        uow: ctx.platform.uow,
        access,
      }),
    });
  },
};
