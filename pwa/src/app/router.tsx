import { Center, Spinner } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '../../../schema/enums';
import { RouteGuard } from './route-guard';
import { StaffLayout } from './staff-layout';

// Each screen group is its own chunk, so public and crew pages never download the office screens.
const LandingPage = lazy(() => import('../features/public/landing-page'));
const SignupPage = lazy(() => import('../features/public/signup-page'));
const SignupConfirmationPage = lazy(() => import('../features/public/signup-confirmation-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const ChangePasswordPage = lazy(() => import('../features/auth/change-password-page'));
const TrackingPage = lazy(() => import('../features/tracking/tracking-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const CustomerManagementPage = lazy(() => import('../features/customers/customer-management-page'));
const CustomerDetailPage = lazy(() => import('../features/customers/customer-detail-page'));
const CrewDashboardPage = lazy(() => import('../features/crew-dashboard/crew-dashboard-page'));
const RoutePlannerPage = lazy(() => import('../features/route-planner/route-planner-page'));
const CrewManagementPage = lazy(() => import('../features/people/crew-management-page'));
const EmployeeManagementPage = lazy(() => import('../features/people/employee-management-page'));
const EmployeeDetailPage = lazy(() => import('../features/people/employee-detail-page'));
const NotFoundPage = lazy(() => import('../features/errors/not-found-page'));

const Loading = () => (
  <Center minH="50vh" aria-label="Loading">
    <Spinner size="lg" />
  </Center>
);

const page = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;
const role = (required: Role, node: ReactNode) => page(<RouteGuard role={required}>{node}</RouteGuard>);

/** The route table of spec §2. */
export const router = createBrowserRouter([
  { path: '/', element: page(<LandingPage />) },
  { path: '/signup', element: page(<SignupPage />) },
  { path: '/signup/confirmation', element: page(<SignupConfirmationPage />) },
  { path: '/login', element: page(<LoginPage />) },
  { path: '/track/:token', element: page(<TrackingPage />) },
  {
    element: (
      <RouteGuard>
        <StaffLayout />
      </RouteGuard>
    ),
    children: [
      { path: '/admin', element: page(<DashboardPage />) },
      { path: '/admin/customers', element: page(<CustomerManagementPage />) },
      { path: '/customer/:id', element: page(<CustomerDetailPage />) },
      { path: '/change-password', element: page(<ChangePasswordPage />) },
      { path: '/crew-dashboard', element: page(<CrewDashboardPage />) },
      { path: '/route-planner', element: page(<RoutePlannerPage />) },
      { path: '/user-management', element: role('manager', <EmployeeManagementPage />) },
      { path: '/employee/:id', element: role('manager', <EmployeeDetailPage />) },
      { path: '/crew', element: role('manager', <CrewManagementPage />) },
    ],
  },
  { path: '*', element: page(<NotFoundPage />) },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
