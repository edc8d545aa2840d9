/** Printing (spec 01 §7.5): print and contract templates, their files, and PDFs filled from records. */
import './message-texts.js';
import type { AreaPlugin } from '../area.js';
import { printRoutes } from './routes.js';

export const printArea: AreaPlugin = async (app, { db, storage }) => {
  await app.register(printRoutes, { db, storage });
};
