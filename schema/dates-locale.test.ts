import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Machine dates must not depend on a locale's display pattern: WebKit with older locale data prints
 * en-CA dates as 11/26/2026. The formatter is stubbed to print that pattern (its parts stay right).
 */

const RealFormat = Intl.DateTimeFormat;

class UsPatternFormat extends RealFormat {
  override format(date?: Date | number): string {
    const parts = super.formatToParts(date);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('month')}/${get('day')}/${get('year')}`;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The dates module loaded afresh (its formatters are kept per zone) under the stubbed engine. */
async function withUsPattern() {
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: UsPatternFormat });
  vi.resetModules();
  return import('./dates');
}

describe('machine dates under a formatter printing MM/dd/yyyy', () => {
  it('the stub really prints the other pattern', () => {
    const f = new UsPatternFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(f.format(new Date('2026-11-26T12:00:00Z'))).toBe('11/26/2026');
  });

  it('todayIn still gives yyyy-MM-dd in the zone', async () => {
    const { todayIn } = await withUsPattern();
    const instant = new Date('2026-11-26T06:30:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-25');
    expect(todayIn('UTC', instant)).toBe('2026-11-26');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it("todayIn's friends read and write what it gives", async () => {
    const { todayIn, addDays, parseDateOnly, formatDateOnly, mondayOf, weekdayOf, addMonths } = await withUsPattern();
    const today = todayIn('America/Los_Angeles', new Date('2026-11-26T20:00:00Z'));
    expect(parseDateOnly(today).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(formatDateOnly(parseDateOnly(today))).toBe(today);
    expect(addDays(today, 7)).toBe('2026-12-03');
    expect(mondayOf(today)).toBe('2026-11-23');
    expect(weekdayOf(today)).toBe('thursday');
    expect(addMonths(today, 3)).toBe('2027-02-26');
  });

  it('a formatter with no usable parts gives the UTC date, never an invalid one', async () => {
    class NoParts extends RealFormat {
      override formatToParts(): Intl.DateTimeFormatPart[] {
        return [{ type: 'literal', value: '?' }];
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: NoParts });
    vi.resetModules();
    const { todayIn } = await import('./dates');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-26');
  });
});
