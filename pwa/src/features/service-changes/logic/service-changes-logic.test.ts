import { describe, expect, it } from 'vitest';
import { blankDelay, checkDelay, delaySentence, itemDates, itemLabel } from './service-changes-logic';

const TODAY = '2026-11-23';

describe('declare delay form', () => {
  it("opens on today's snow delay by one day, in words", () => {
    expect(delaySentence(blankDelay(TODAY), TODAY)).toBe("Snow delay: today's collection one day later");
    expect(delaySentence({ ...blankDelay(TODAY), startDate: '2026-11-24', endDate: '2026-11-24' }, TODAY)).toBe(
      "Snow delay: tomorrow's collection one day later",
    );
    expect(delaySentence({ name: 'Ice', startDate: '2026-12-02', endDate: '2026-12-04', shiftDays: '2' }, TODAY)).toBe(
      'Ice: collection of Dec 2 – Dec 4 two days later',
    );
  });

  it('checks the fields with the server rules', () => {
    expect(checkDelay(blankDelay(TODAY))).toEqual({
      ok: true,
      body: { name: 'Snow delay', startDate: TODAY, endDate: TODAY, shiftDays: 1 },
    });
    expect(checkDelay({ ...blankDelay(TODAY), shiftDays: '9' })).toEqual({
      ok: false,
      errors: { shiftDays: 'Days later must be a whole number from 1 to 7' },
    });
    expect(checkDelay({ ...blankDelay(TODAY), endDate: '2026-11-20' })).toEqual({
      ok: false,
      errors: { endDate: 'End date must be on or after start date' },
    });
  });

  it('labels list rows', () => {
    expect(itemLabel({ kind: 'holiday', name: 'Thanksgiving' })).toBe('Thanksgiving week');
    expect(itemDates({ startDate: '2026-11-26', endDate: '2026-11-29' })).toBe('Thu, Nov 26 – Sun, Nov 29, 2026');
  });
});
