import { atom } from 'jotai';
import { buildMenuRoutes } from '../router/menuRoutes';
import { menuListAtom } from './session';

/** The routes of the signed-in user's menu tree (router/menuRoutes.ts), rebuilt when the menus change. */
export const menuRouteEntriesAtom = atom((get) => buildMenuRoutes(get(menuListAtom)));
