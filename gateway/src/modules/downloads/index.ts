/** The download centre (spec 01 §7.4): export tasks run by the job queue, and their files. */
import './message-texts.js';
import type { AreaPlugin } from '../area.js';
import { downloadRoutes } from './routes.js';

export const downloadsArea: AreaPlugin = async (app, { db, storage, filesDir, jobs, settings }) => {
  await app.register(downloadRoutes, { db, storage, filesDir, jobs, tuning: settings.exportTuning });
};
