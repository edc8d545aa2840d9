/**
 * The system area (spec 01 §7): sign-in and sessions, users, roles, menus, dictionaries, orgs,
 * categories, addresses, messages, table settings and the embedded systems' configuration.
 */
import './message-texts.js';
import { DEFAULT_TOKEN_TTL_MS } from '../../core/sessions.js';
import type { AreaPlugin } from '../area.js';
import { embedRoutes } from './embed.js';
import { loginRoutes } from './login.js';
import { systemDataRoutes } from './system-data.js';

export const systemArea: AreaPlugin = async (app, { db, settings }) => {
  await app.register(loginRoutes, { db, tokenTtlMs: settings.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS, oidc: settings.oidc });
  await app.register(systemDataRoutes, { db });
  await app.register(embedRoutes, { bases: settings.embedBases ?? {} });
};
