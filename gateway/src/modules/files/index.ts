/** The files area (spec 01 §7.3): uploads, downloads, previews and attributes of stored files. */
import type { AreaPlugin } from '../area.js';
import { fileRoutes } from './routes.js';

export const filesArea: AreaPlugin = async (app, { db, storage, settings }) => {
  await app.register(fileRoutes, { db, storage, fetchHosts: settings.fileFetchHosts, fetchTimeoutMs: settings.fileFetchTimeoutMs });
};
