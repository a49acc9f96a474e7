import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { syncRoutes } from '../sync/sync.routes';
import { mount as mountAdminCustomers } from './admin/customers/mount';
import { mount as mountAdminEmployees } from './admin/employees/mount';
import { mount as mountAdminJobAssignments } from './admin/job-assignments/mount';
import { mount as mountAdminJobs } from './admin/jobs/mount';
import { mount as mountBilling } from './billing/mount';
import { mount as mountCollectionRequests } from './collection-requests/mount';
import { mount as mountCrew } from './crew/mount';
import { mount as mountCustomer } from './customer/mount';
import { mount as mountCustomerChanges } from './customer-changes/mount';
import { mount as mountCustomerNotes } from './customer-notes/mount';
import { mount as mountCustomers } from './customers/mount';
import { mount as mountGenerateAllJobs } from './generate-all-jobs/mount';
import { mount as mountGeocode } from './geocode/mount';
import { mount as mountJobs } from './jobs/mount';
import { mount as mountMessages } from './messages/mount';
import { mount as mountPhotos } from './photos/mount';
import { mount as mountPublic } from './public/mount';
import { mount as mountQrCode } from './qr-code/mount';
import { mount as mountRouteOrders } from './route-orders/mount';
import { mount as mountServiceChanges } from './service-changes/mount';
import { mount as mountServicePeriods } from './service-periods/mount';
import { mount as mountServiceTracking } from './service-tracking/mount';
import { mount as mountSignups } from './signups/mount';
import { mount as mountTasks } from './tasks/mount';
import { mount as mountTrack } from './track/mount';

/**
 * Every URL resource under /api, one folder each: `routes/<resource>/mount.ts` mounts what
 * `/api/<resource>/...` serves (route-boundaries.test.ts keeps it so).
 */
export function mountApi(app: Hono<AppEnv>) {
  app.route('/api/sync', syncRoutes());
  mountPublic(app);
  mountQrCode(app);
  mountTrack(app);
  mountCustomer(app);
  mountServiceTracking(app);
  mountCollectionRequests(app);
  mountCustomerChanges(app);
  mountCustomers(app);
  mountSignups(app);
  mountAdminCustomers(app);
  mountCustomerNotes(app);
  mountPhotos(app);
  mountServicePeriods(app);
  mountGenerateAllJobs(app);
  mountServiceChanges(app);
  mountJobs(app);
  mountTasks(app);
  mountAdminJobAssignments(app);
  mountAdminJobs(app);
  mountCrew(app);
  mountRouteOrders(app);
  mountAdminEmployees(app);
  mountMessages(app);
  mountBilling(app);
  mountGeocode(app);
}
