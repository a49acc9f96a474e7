import { Center, Spinner } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '../../../schema/enums';
import { RouteGuard } from './route-guard';

// Each screen group is its own chunk, so public and crew pages never download the office screens.
const LoginPage = lazy(() => import('../features/auth/login-page'));
const AdminHome = lazy(() => import('../features/home/admin-home'));
const NotFoundPage = lazy(() => import('../features/errors/not-found-page'));

const Loading = () => (
  <Center minH="50vh" aria-label="Loading">
    <Spinner size="lg" />
  </Center>
);

const page = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;
const guarded = (node: ReactNode, role?: Role) => page(<RouteGuard role={role}>{node}</RouteGuard>);

export const router = createBrowserRouter([
  { path: '/login', element: page(<LoginPage />) },
  { path: '/admin', element: guarded(<AdminHome />) },
  { path: '*', element: page(<NotFoundPage />) },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
