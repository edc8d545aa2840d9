/**
 * The system area (spec 01 §7): sign-in and sessions, users, roles, menus, dictionaries, orgs,
 * categories, addresses, messages, table settings and the embedded systems' configuration.
 */
import './message-texts.js';
import './data-admin-message-texts.js';
import './menu-org-admin-message-texts.js';
import './role-admin-message-texts.js';
import { DEFAULT_TOKEN_TTL_MS } from '../../core/sessions.js';
import type { AreaPlugin } from '../area.js';
import { embedRoutes } from './embed.js';
import { interfaceLogRoutes } from './interface-log.js';
import { loginRoutes } from './login.js';
import { roleAdminRoutes } from './role-admin.js';
import { roleListRoutes } from './role-list.js';
import { roleScopeRoutes } from './role-scope.js';
import { serialNumberRoutes } from './serial-numbers.js';
import { systemDataRoutes } from './system-data.js';

export const systemArea: AreaPlugin = async (app, { db, outbox, settings }) => {
  await app.register(loginRoutes, { db, tokenTtlMs: settings.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS, oidc: settings.oidc });
  await app.register(systemDataRoutes, { db });
  await app.register(embedRoutes, { bases: settings.embedBases ?? {} });
  await app.register(roleListRoutes, { db });
  await app.register(roleAdminRoutes, { db });
  await app.register(roleScopeRoutes, { db });
  await app.register(serialNumberRoutes, { db });
  await app.register(interfaceLogRoutes, { db, outbox });
};
