import type { Figures } from './lib';

/**
 * The figures that have a target, so the table a run prints says at a
 * glance what is met. latest.json stays one flat object of numbers.
 */
export interface Target {
  name: string;
  op: '<' | '<=' | '>=' | '=';
  value: number;
}

export const TARGETS: readonly Target[] = [
  { name: 'server.crewTasksWeek.p99Ms', op: '<', value: 25 },
  { name: 'server.crewTasksWeek.efficiencyRatio', op: '>=', value: 0.5 },
  { name: 'server.routeTasks2Weeks.p99Ms', op: '<', value: 25 },
  { name: 'server.routeTasks2Weeks.efficiencyRatio', op: '>=', value: 0.5 },
  { name: 'server.syncPush.p99Ms', op: '<', value: 100 },
  { name: 'server.syncPush.appliedExactlyOnce', op: '=', value: 1 },
  { name: 'server.signups.perSec', op: '>=', value: 500 },
  { name: 'server.rssAfterRunMb', op: '<', value: 300 },
  { name: 'sync.firstPull2000.ms', op: '<', value: 1000 },
  { name: 'sync.firstPull2000.rows', op: '<', value: 8000 },
  { name: 'sync.firstPull2000.kb', op: '<', value: 500 },
  { name: 'sync.reassignToPhone.ms', op: '<', value: 1000 },
  { name: 'sync.incrementalPull.ms', op: '<', value: 50 },
  { name: 'sync.incrementalPull.bytes', op: '<', value: 2048 },
  { name: 'sync.flush200.ms', op: '<', value: 3000 },
  { name: 'sync.flush200.requests', op: '<=', value: 5 },
  { name: 'screen.crewDashboardOffline.firstCardMs', op: '<', value: 1000 },
  { name: 'screen.crewDashboard.speedupRatio', op: '>=', value: 10 },
  { name: 'screen.crewDashboard.jsBeforeFirstCardKbGzip', op: '<', value: 200 },
  { name: 'screen.crewDashboard3G.firstCardMs', op: '<', value: 10_000 },
  { name: 'screen.crewDashboardOffline.cpu4x.firstCardMs', op: '<', value: 1000 },
  { name: 'sync.tap.p95Ms', op: '<', value: 5 },
  { name: 'sync.tap.cpu4x.p95Ms', op: '<', value: 20 },
  { name: 'sync.officeChangeToCrewScreen.ms', op: '<', value: 150 },
  { name: 'solver.stops150.p95Ms', op: '<', value: 50 },
  { name: 'sync.photos20.ms', op: '<', value: 5000 },
  { name: 'sync.photos20.maxKb', op: '<=', value: 400 },
  { name: 'sync.photos20.statusFirst', op: '=', value: 1 },
  { name: 'route.planAllCrews.ms', op: '<', value: 300 },
  { name: 'sync.officePlanToCrewScreen.ms', op: '<', value: 1000 },
  // Lighthouse mobile (simulated slow 4G, 4x CPU), median of 3, on the pages opened from a text, a flyer or the crew app.
  { name: 'lighthouse.landing.performance', op: '>=', value: 95 },
  { name: 'lighthouse.landing.lcpMs', op: '<', value: 2000 },
  { name: 'lighthouse.landing.tbtMs', op: '<', value: 150 },
  { name: 'lighthouse.landing.cls', op: '<', value: 0.02 },
  { name: 'lighthouse.signup.performance', op: '>=', value: 95 },
  { name: 'lighthouse.signup.lcpMs', op: '<', value: 2000 },
  { name: 'lighthouse.signup.tbtMs', op: '<', value: 150 },
  { name: 'lighthouse.signup.cls', op: '<', value: 0.02 },
  { name: 'lighthouse.login.performance', op: '>=', value: 95 },
  { name: 'lighthouse.login.lcpMs', op: '<', value: 2000 },
  { name: 'lighthouse.login.tbtMs', op: '<', value: 150 },
  { name: 'lighthouse.login.cls', op: '<', value: 0.02 },
  { name: 'lighthouse.tracking.performance', op: '>=', value: 95 },
  { name: 'lighthouse.tracking.lcpMs', op: '<', value: 2000 },
  { name: 'lighthouse.tracking.tbtMs', op: '<', value: 150 },
  { name: 'lighthouse.tracking.cls', op: '<', value: 0.02 },
  { name: 'lighthouse.crewDashboard.performance', op: '>=', value: 90 },
  { name: 'lighthouse.crewDashboard.lcpMs', op: '<', value: 2000 },
  { name: 'lighthouse.crewDashboard.tbtMs', op: '<', value: 150 },
  { name: 'lighthouse.crewDashboard.cls', op: '<', value: 0.02 },
];

const holds: Record<Target['op'], (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '=': (a, b) => a === b,
};

export type Verdict = { target: string; met: boolean };

/** Each figure's target and whether it is met; figures without a target are absent. */
export function verdicts(figures: Figures): Map<string, Verdict> {
  const out = new Map<string, Verdict>();
  for (const t of TARGETS) {
    const value = figures[t.name];
    if (value === undefined) continue;
    out.set(t.name, { target: `${t.op} ${t.value}`, met: holds[t.op](value, t.value) });
  }
  return out;
}

/** The run's table: every figure, with its target and ✓/✗ where an issue sets one. */
export function formatTable(figures: Figures): string {
  const v = verdicts(figures);
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  const lines = [`${'benchmark'.padEnd(width + 2)}${'value'.padEnd(12)}target`];
  for (const [name, value] of Object.entries(figures)) {
    const verdict = v.get(name);
    const tail = verdict ? `${verdict.target.padEnd(10)}${verdict.met ? '✓' : '✗ MISSED'}` : '';
    lines.push(`${name.padEnd(width + 2)}${String(value).padEnd(12)}${tail}`.trimEnd());
  }
  const missed = TARGETS.filter((t) => v.has(t.name) && !v.get(t.name)?.met).map((t) => t.name);
  const absent = TARGETS.filter((t) => !v.has(t.name)).length;
  lines.push(
    '',
    `${v.size - missed.length} of ${v.size} targets met${missed.length ? `; missed: ${missed.join(', ')}` : ''}` +
      (absent ? ` (${absent} not measured in this run)` : ''),
  );
  return lines.join('\n');
}
