/**
 * The 库位分配 part of the demand area (issue 23 part B): positions per org, store and material, their
 * synch to the storage system through the outbox, and the raw material used per day
 * (allocate-position.ts), with their messages (allocate-position-message-texts.ts).
 */
import './allocate-position-message-texts.js';
import type { AreaPlugin } from '../area.js';
import { allocatePositionRoutes } from './allocate-position.js';

export const allocatePositionPart: AreaPlugin = async (app, { db, outbox }) => {
  await app.register(allocatePositionRoutes, { db, outbox });
};
