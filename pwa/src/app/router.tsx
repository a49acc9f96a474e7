import type { Role } from '@bin-valet/schema';
import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { CrewOr } from './crew-or';
import { lazyScreen, type Screen } from './lazy-screen';
import { ReplacesPrerendered } from './prerendered';
import { RouteGuard } from './route-guard';
import { ScreenBoundary } from './screen-error-boundary';

// The data cache (TanStack Query) is its own chunk too: neither the crew dashboard nor the sign-in page loads it.
// A lazy screen rather than React.lazy: once preloaded it renders at once, so a public page's first
// render never shows a spinner below its prerendered copy.
const OfficeData = lazyScreen(() => import('./office-query-provider'));
const preloadOfficeData = () => OfficeData.preload();
// Chakra's full recipe set is its own chunk: the crew dashboard starts with the recipes it uses
// (docs/decisions/0023-crew-startup-javascript.md), every other screen renders inside this one.
const FullTheme = lazyScreen(() =>
  import('./full-theme').then(async (module) => {
    await module.prepare();
    return module;
  }),
);
const preloadFullTheme = () => FullTheme.preload();
/** A public or account screen: its chunk and the full theme's chunk are fetched side by side. */
const screen = (load: Parameters<typeof lazyScreen>[0]) => lazyScreen(load, preloadFullTheme);
/** A screen that reads or writes through the data cache: its chunk, the full theme's and the cache's side by side. */
const officeScreen = (load: Parameters<typeof lazyScreen>[0]) =>
  lazyScreen(load, () => Promise.all([preloadFullTheme(), preloadOfficeData()]));

// The signed-in frame (navigation, sync indicator, the local database) is a chunk of its own: the public
// pages a customer opens from a text or a flyer never download the staff's code.
const StaffLayout = lazyScreen(() => import('./staff-layout').then((m) => ({ default: m.StaffLayout })));
/**
 * The crew's local cards are read alongside the screen's chunk, from the database's chunk. Only a head
 * start: if the network goes before the chunk arrives, the screen's own load says so, not this.
 */
const prefetchTodaysCrewCards = () => {
  void import('../db/crew-cards').then(
    (m) => m.prefetchTodaysCrewCards(),
    () => undefined,
  );
};

// Each screen group is its own chunk, so public and crew pages never download the office screens.
const LandingPage = screen(() => import('../features/public/landing-page'));
const SignupPage = officeScreen(() => import('../features/public/signup-page'));
const SignupConfirmationPage = screen(() => import('../features/public/signup-confirmation-page'));
const LoginPage = screen(() => import('../features/auth/login-page'));
const ChangePasswordPage = officeScreen(() => import('../features/auth/change-password-page'));
const TrackingPage = officeScreen(() => import('../features/tracking/tracking-page'));
const DashboardPage = officeScreen(() => import('../features/dashboard/dashboard-page'));
const CustomerManagementPage = officeScreen(() => import('../features/customers/customer-management-page'));
const CustomerDetailPage = officeScreen(() => import('../features/customers/customer-detail-page'));
const CrewCustomerPage = screen(() => import('../features/crew-customer/crew-customer-page'));
const CrewDashboardPage = lazyScreen(
  () => import('../features/crew-dashboard/crew-dashboard-page'),
  prefetchTodaysCrewCards,
);
const RoutePlannerPage = officeScreen(() => import('../features/route-planner/route-planner-page'));
const PeoplePage = officeScreen(() => import('../features/people/people-page'));
const EmployeeDetailPage = officeScreen(() => import('../features/people/employee-detail-page'));
const UndeliveredMessagesPage = officeScreen(() => import('../features/messages/undelivered-messages-page'));
const ServiceChangesPage = officeScreen(() => import('../features/service-changes/service-changes-page'));
const NotFoundPage = screen(() => import('../features/errors/not-found-page'));

const Loading = () => (
  <Center minH="50vh" aria-label="Loading">
    <Spinner size="lg" />
  </Center>
);

/**
 * The crew dashboard, under the app's smaller Chakra system. Every screen sits under its own error boundary.
 * A screen whose first render is not yet what its copy from the server shows (the crew's cards) replaces
 * that copy itself (`replacesCopy` false).
 */
const crewPage = (node: ReactNode, replacesCopy = true) => (
  <ScreenBoundary>
    <Suspense fallback={<Loading />}>
      {node}
      {replacesCopy && <ReplacesPrerendered />}
    </Suspense>
  </ScreenBoundary>
);
const page = (node: ReactNode) => crewPage(<FullTheme>{node}</FullTheme>);
/** A screen that reads or writes through the data cache (the office screens, tracking, signup, change password). */
const office = (node: ReactNode) => page(<OfficeData>{node}</OfficeData>);
const role = (required: Role, node: ReactNode) => office(<RouteGuard role={required}>{node}</RouteGuard>);

/**
 * The route table. Each screen route's `handle` is its lazy screen, for preloading
 * (docs/decisions/0011-hand-written-lazy-screen-loader.md).
 */
const routes: RouteObject[] = [
  { path: '/', handle: LandingPage, element: page(<LandingPage />) },
  { path: '/signup', handle: SignupPage, element: office(<SignupPage />) },
  { path: '/signup/confirmation', handle: SignupConfirmationPage, element: page(<SignupConfirmationPage />) },
  { path: '/login', handle: LoginPage, element: page(<LoginPage />) },
  { path: '/track/:token', handle: TrackingPage, element: office(<TrackingPage />) },
  {
    handle: StaffLayout,
    element: (
      <RouteGuard>
        <Suspense fallback={<Loading />}>
          <StaffLayout />
        </Suspense>
      </RouteGuard>
    ),
    children: [
      { path: '/admin', handle: DashboardPage, element: office(<CrewOr office={<DashboardPage />} />) },
      {
        path: '/admin/customers',
        handle: CustomerManagementPage,
        element: office(<CrewOr office={<CustomerManagementPage />} />),
      },
      {
        path: '/customer/:id',
        handle: CustomerDetailPage,
        element: office(<CrewOr office={<CustomerDetailPage />} crew={<CrewCustomerPage />} />),
      },
      { path: '/change-password', handle: ChangePasswordPage, element: office(<ChangePasswordPage />) },
      { path: '/crew-dashboard', handle: CrewDashboardPage, element: crewPage(<CrewDashboardPage />, false) },
      { path: '/route-planner', handle: RoutePlannerPage, element: office(<RoutePlannerPage />) },
      { path: '/messages', handle: UndeliveredMessagesPage, element: office(<UndeliveredMessagesPage />) },
      { path: '/people', handle: PeoplePage, element: role('manager', <PeoplePage />) },
      // The two old lists of the same people became /people; bookmarks keep working.
      { path: '/user-management', element: <Navigate to="/people" replace /> },
      { path: '/crew', element: <Navigate to="/people" replace /> },
      { path: '/employee/:id', handle: EmployeeDetailPage, element: role('manager', <EmployeeDetailPage />) },
      { path: '/service-changes', handle: ServiceChangesPage, element: office(<ServiceChangesPage />) },
    ],
  },
  { path: '*', handle: NotFoundPage, element: page(<NotFoundPage />) },
];

/**
 * Starts fetching the screen chunk of `pathname` now, while the app shell starts and the session is
 * checked, instead of after the guard has rendered (docs/decisions/0011-hand-written-lazy-screen-loader.md).
 */
export function preloadScreenFor(pathname: string): Promise<unknown> {
  const loading = (matchRoutes(routes, pathname) ?? []).map((match) =>
    (match.route.handle as Partial<Screen> | undefined)?.preload?.(),
  );
  return Promise.all(loading).catch(() => undefined);
}

/** The route table's element for the current location (under BrowserRouter here, StaticRouter when prerendered). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: no screen uses loaders, actions or blockers, and the data router's code is
 * ~16 KB gzip more before the crew's first card (docs/decisions/0023-crew-startup-javascript.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
