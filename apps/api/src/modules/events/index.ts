// Live updates over SSE (decision 010): the streams of the live hub, one per open page.
import { createLiveStreams } from '../../platform/live/streams.js';
import type { AppModule } from '../../platform/modules.js';
import { eventsRoutes } from './events.routes.js';

export const eventsModule: AppModule = {
  name: 'events',
  async register(api, ctx) {
    const { config } = ctx;
    await api.register(eventsRoutes, {
      streams: createLiveStreams(ctx.live, {
        heartbeatMs: config.LIVE_HEARTBEAT_MS,
        retryMs: config.LIVE_RETRY_MS,
        maxPerUser: config.LIVE_MAX_STREAMS_PER_USER,
        maxPerAddress: config.LIVE_MAX_STREAMS_PER_ADDRESS,
      }),
    });
  },
};
