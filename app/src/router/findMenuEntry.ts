import { matchPath } from 'react-router-dom';
import type { MenuRouteEntry } from './menuRoutes';

/** The menu route of a pathname (its meta: title, icon, keepAlive, activeMenu …), or null. */
export function findMenuEntry(entries: readonly MenuRouteEntry[], pathname: string): MenuRouteEntry | null {
  return entries.find((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null) ?? null;
}
