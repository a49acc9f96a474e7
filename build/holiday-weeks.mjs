// `npm run test:holidays`: the date-sensitive tests again with the machine's clock moved (Debian's
// faketime) into the next Thanksgiving week and the next Christmas week, because the city's holiday
// slips, recycling parity and "today" meet there and a test written on an ordinary week can pass by luck.
import { spawnSync } from 'node:child_process';

// Tests whose answers depend on which day it is: schedules, holiday moves, tracking, the crew's day.
const UNIT = [
  'schema',
  'sync-server/src/domain',
  'sync-server/src/routes/signups',
  'sync-server/src/routes/jobs',
  'sync-server/src/routes/service-changes',
  'sync-server/src/routes/service-periods',
  'sync-server/src/routes/collection-requests',
  'sync-server/src/routes/track',
  'sync-server/src/routes/crew',
  'sync-server/src/routes/tasks/tasks.test.ts',
  'sync-server/src/sync/today.test.ts',
  'sync-server/src/sync/push.test.ts',
  'sync-server/src/messages',
  'sync-server/src/db/demo-seed.test.ts',
  'pwa/src/features/crew-dashboard',
  'pwa/src/features/tracking',
  'pwa/src/features/public',
];

// Browser specs whose screens show or pick "today": the crew's day, tracking, signup, the city's calendar.
const E2E = ['e2e/crew-dashboard.spec.ts', 'e2e/tracking.spec.ts', 'e2e/signup.spec.ts', 'e2e/city-calendar.spec.ts'];

const pad = (n) => String(n).padStart(2, '0');
const iso = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The Friday after Thanksgiving (4th Thursday of November) and Christmas Eve, next on or after `now`. */
export function holidayDays(now = new Date()) {
  const today = iso(now);
  const pick = (make) => {
    const thisYear = make(now.getUTCFullYear());
    return iso(thisYear) >= today ? thisYear : make(now.getUTCFullYear() + 1);
  };
  const thanksgivingFriday = (y) => {
    const first = new Date(Date.UTC(y, 10, 1));
    const firstThursday = 1 + ((4 - first.getUTCDay() + 7) % 7);
    return new Date(Date.UTC(y, 10, firstThursday + 21 + 1));
  };
  const christmasEve = (y) => new Date(Date.UTC(y, 11, 24));
  return [
    { name: 'Thanksgiving week', date: iso(pick(thanksgivingFriday)) },
    { name: 'Christmas week', date: iso(pick(christmasEve)) },
  ];
}

function run(label, date, args, extraEnv = {}) {
  // 18:00 UTC is 10:00 in Seattle: the same business date in both time zones. The clock runs on from there.
  const env = { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1', ...extraEnv };
  console.log(`\n── ${label}: ${date} ── ${args.join(' ')}`);
  const res = spawnSync('faketime', ['-f', `@${date} 18:00:00`, ...args], { stdio: 'inherit', env });
  if (res.error) throw res.error;
  return res.status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = spawnSync('faketime', ['-f', '+0d', 'true']);
  if (check.error || check.status !== 0) {
    console.error("faketime is missing: apt-get install -y faketime (Debian's libfaketime)");
    process.exit(1);
  }
  // `--vitest` or `--e2e` runs one half (the e2e half needs `npm run build` first); no flag runs both.
  const only = process.argv[2];
  let ok = true;
  for (const { name, date } of holidayDays()) {
    if (only !== '--e2e') ok = run(name, date, ['npx', 'vitest', 'run', ...UNIT]) && ok;
    // The runner and the server run under faketime; Chromium keeps the real clock and each page gets
    // Playwright's clock at the moved time (playwright.config.ts, e2e/support/fixtures.ts).
    if (only !== '--vitest')
      ok =
        run(name, date, ['npx', 'playwright', 'test', '--grep-invert', '@any-day', ...E2E], {
          E2E_FAKE_NOW: `${date}T18:00:00Z`,
        }) && ok;
  }
  console.log(`[holidays] ${ok ? 'passed' : 'failed'} in ${Math.round(process.uptime())} s`);
  process.exit(ok ? 0 : 1);
}
