import { join } from 'node:path';
import { addDays } from '@bin-valet/schema';
import type { Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { cameraImage } from '../e2e/support/camera-image';
import { waitForServiceWorker } from '../e2e/support/sync-helpers';
import { DB_FILE_NAME } from '../sync-server/src/db/connection';
import { benchContext, launchChromium, signInForm, syncedAfter, withDeadline } from './browser-lib';
import { type Figures, round } from './lib';
import type { SuiteContext } from './suite-context';

/**
 * Curb photos in real Chromium against the bench server: a crew member completes 20 stops and takes a
 * photo of each from a 3,000 × 4,000 camera image with the network cut (the app's own shrink, storage
 * check and queue), then the network returns and everything is flushed. Measures the flush, the
 * largest photo the server stored, and whether every status change reached the server first.
 */

const CREW_USER = 'crew9';
const PHOTOS = 20;

declare global {
  interface Window {
    __benchCamera?: Blob;
  }
}

/** Epoch ms from a finished request's timing: when it started, and when its answer had fully arrived. */
const startOf = (r: Request) => r.timing().startTime;
const endOf = (r: Request) => r.timing().startTime + r.timing().responseEnd;

export async function browserPhotoSuite(ctx: SuiteContext): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    await withDeadline('browser photo suite', 6 * 60_000, async () => {
      const context = await benchContext(browser);
      const page = await context.newPage();
      const signedInAt = await signInForm(page, ctx.base, CREW_USER);
      await syncedAfter(page, signedInAt, 180_000);
      // A crew member's phone has opened the app before: its service worker serves the app offline.
      await waitForServiceWorker(page);
      await syncedAfter(page, 0, 60_000);
      // Crew photograph only their own (or unassigned) stops, and close none due after tomorrow.
      const ids = await page.evaluate(
        async ({ n, last }) => {
          const me = ((await (await fetch('/api/auth/me')).json()) as { user: { id: number } }).user.id;
          const tasks = (await window.__binValetSync?.tasks()) ?? [];
          return tasks
            .filter(
              (t) =>
                t.status === 'scheduled' && t.scheduledDate <= last && (!t.crewIds?.length || t.crewIds.includes(me)),
            )
            .slice(-n)
            .map((t) => t.id);
        },
        { n: PHOTOS, last: addDays(ctx.today, 1) },
      );
      if (ids.length < PHOTOS) throw new Error(`only ${ids.length} scheduled tasks in the local database`);
      const camera = await cameraImage();
      await page.evaluate((b64) => {
        const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
        window.__benchCamera = new Blob([bytes], { type: 'image/jpeg' });
      }, camera.toString('base64'));

      await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await context.setOffline(true);
      const taken = await page.evaluate(async (taskIds) => {
        const hook = window.__binValetSync;
        const file = window.__benchCamera;
        if (!hook || !file) throw new Error('bench hook or camera image missing');
        const sizes: number[] = [];
        const t0 = performance.now();
        for (const taskId of taskIds) {
          await hook.setTaskStatus({ taskId, status: 'completed', completedAt: new Date().toISOString() });
          sizes.push((await hook.addPhoto(taskId, file)).bytes);
        }
        return { ms: performance.now() - t0, sizes };
      }, ids);
      await page.waitForFunction(() => window.__binValetSync?.status().phase === 'offline', null, { timeout: 30_000 });

      const pushes: Request[] = [];
      const uploads: Request[] = [];
      page.on('requestfinished', (r) => {
        if (r.url().includes('/api/sync/push')) pushes.push(r);
        else if (r.method() === 'PUT' && /\/api\/tasks\/\d+\/photos\//.test(r.url())) uploads.push(r);
      });
      await context.unroute('**/api/**');
      const restoredAt = Date.now();
      await context.setOffline(false); // fires `online`, which kicks the engine
      const flushedAt = await page.evaluate(async () => {
        for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 5))) {
          if (
            (await window.__binValetSync?.waitingPhotos()) === 0 &&
            (await window.__binValetSync?.db.outbox.count()) === 0
          )
            return Date.now();
        }
        throw new Error('the photos were not all sent in 120 s');
      });
      await page.waitForTimeout(200); // the last requestfinished events land a moment later

      const sqlite = new Database(join(ctx.dataDir, DB_FILE_NAME), { readonly: true });
      const marks = ids.map(() => '?').join(',');
      const stored = sqlite
        .prepare(`SELECT count(*) AS n, max(bytes) AS maxBytes FROM task_photos WHERE task_id IN (${marks})`)
        .get(...ids) as { n: number; maxBytes: number | null };
      const completed = (
        sqlite
          .prepare(`SELECT count(*) AS n FROM tasks WHERE status = 'completed' AND id IN (${marks})`)
          .get(...ids) as { n: number }
      ).n;
      sqlite.close();

      const lastPushEnd = Math.max(...pushes.map(endOf));
      const firstUpload = Math.min(...uploads.map(startOf));
      Object.assign(figures, {
        'sync.photos20.ms': flushedAt - restoredAt,
        'sync.photos20.maxKb': round((stored.maxBytes ?? 0) / 1024, 1),
        'sync.photos20.statusFirst': completed === PHOTOS && pushes.length > 0 && lastPushEnd <= firstUpload ? 1 : 0,
        // Where the flush time goes: the status push and pull before the first photo, then each upload.
        'sync.photos20.firstUploadAfterMs': Math.round(firstUpload - restoredAt),
        'sync.photos20.uploadsSpanMs': Math.round(Math.max(...uploads.map(endOf)) - firstUpload),
        'sync.photos20.uploadAvgMs': Math.round(
          uploads.reduce((n, r) => n + r.timing().responseEnd, 0) / uploads.length,
        ),
        'sync.photos20.storedOnServer': stored.n,
        'sync.photos20.uploadRequests': uploads.length,
        'sync.photos20.phoneMaxKb': round(Math.max(...taken.sizes) / 1024, 1),
        'sync.photos20.takeLocallyMsPerPhoto': Math.round(taken.ms / PHOTOS),
      });
      await context.close();
    });
  } catch (err) {
    console.error('[bench] browser photo suite:', err);
  } finally {
    await browser.close().catch(() => undefined);
  }
  return figures;
}
