// Staff's view of the job queue.
import type { AppModule } from '../modules.js';
import { jobsRoutes } from './jobs.routes.js';
import { createJobsService } from './jobs.service.js';

export const jobsModule: AppModule = {
  name: 'jobs',
  async register(api, ctx) {
    await api.register(jobsRoutes, { service: createJobsService(ctx.platform.jobs) });
  },
};
