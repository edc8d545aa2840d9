import { Navigate, type RouteObject } from 'react-router-dom';
import { DashboardPage } from '../pages/dashboard/DashboardPage';
import { LoginPage } from '../pages/login/LoginPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { MainLayout } from '../shell/MainLayout';
import { RequireAuth } from './RequireAuth';

/** Fixed routes (spec 01 §2.1). Routes built from the menu tree join these in the app-shell work. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/404', element: <NotFoundPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: '/dashboard', element: <DashboardPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];
