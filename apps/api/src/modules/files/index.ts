// Files (decision 005, 016): uploads kept in the database or, with S3_*, in a bucket.
import type { AppModule } from '../../platform/modules.js';
import { createFilesRepo } from './files.repo.js';
import { filesRoutes } from './files.routes.js';
import { createFilesService, type FilesService } from './files.service.js';
import { createS3ObjectStore } from './object-store.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    files: FilesService;
  }
}

export const filesModule: AppModule = {
  name: 'files',
  async prepare(_app, ctx) {
    // File content goes to the bucket when S3_* is configured, and stays in the database otherwise.
    const objectStore = ctx.config.objectStorage && createS3ObjectStore(ctx.config.objectStorage);
    if (objectStore) ctx.onClose(() => objectStore.close());
    ctx.offer('files', createFilesService(createFilesRepo(ctx.database.db, objectStore)));
  },
  async register(api, ctx) {
    await api.register(filesRoutes, { service: ctx.use('files') });
  },
};
