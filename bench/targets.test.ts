import { describe, expect, it } from 'vitest';
import { formatTable, TARGETS, verdicts } from './targets';

describe('bench targets', () => {
  it('marks each figure with a target met or missed, and leaves the others alone', () => {
    const v = verdicts({
      'server.syncPush.p99Ms': 99.9,
      'server.routeTasks2Weeks.p99Ms': 25,
      'server.syncPush.appliedExactlyOnce': 1,
      'sync.flush200.requests': 5,
      'db.fileMb': 80,
    });
    expect(v.get('server.syncPush.p99Ms')).toEqual({ target: '< 100', met: true });
    expect(v.get('server.routeTasks2Weeks.p99Ms')).toEqual({ target: '< 25', met: false });
    expect(v.get('server.syncPush.appliedExactlyOnce')?.met).toBe(true);
    expect(v.get('sync.flush200.requests')?.met).toBe(true);
    expect(v.has('db.fileMb')).toBe(false);
  });

  it('prints a summary naming what was missed and what a partial run did not measure', () => {
    const table = formatTable({ 'server.syncPush.p99Ms': 120, 'server.signups.perSec': 600, 'db.fileMb': 80 });
    expect(table).toMatch(/server\.syncPush\.p99Ms\s+120\s+< 100\s+✗ MISSED/);
    expect(table).toMatch(/db\.fileMb\s+80$/m);
    expect(table).toContain(
      `1 of 2 targets met; missed: server.syncPush.p99Ms (${TARGETS.length - 2} not measured in this run)`,
    );
  });
});
