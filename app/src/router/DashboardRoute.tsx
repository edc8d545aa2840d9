import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { menuListAtom } from '../state/session';
import { LazyPage, lazyPage } from './LazyPage';
import { dashboardRedirect } from './menuRoutes';
import { pageRegistry } from './pageRegistry';

const Dashboard = lazyPage(pageRegistry['dashboard']!);

/** /dashboard, after the dashboard redirect rule of spec 01 §2.1. */
export function DashboardRoute() {
  const menus = useAtomValue(menuListAtom);
  const redirect = dashboardRedirect(menus);
  if (redirect) return <Navigate to={redirect} replace />;
  return <LazyPage page={Dashboard} />;
}
