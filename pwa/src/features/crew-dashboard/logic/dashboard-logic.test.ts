import { describe, expect, it } from 'vitest';
import type { LocalCustomer, LocalEmployee, LocalJob, LocalTask } from '../../../db/rows';
import {
  assignee,
  buildSections,
  type CrewCard,
  cardTitle,
  collectionLine,
  isMine,
  matchesSearch,
  missedNote,
  progress,
  taskCountLabel,
  viewDates,
} from './dashboard-logic';

const card = (
  id: number,
  fields: {
    address?: string;
    name?: string;
    date?: string;
    type?: string;
    status?: string;
    notes?: string;
    jobNotes?: string;
  } = {},
): CrewCard => ({
  task: {
    id,
    jobId: 100 + id,
    taskType: fields.type ?? 'take_to_curb',
    scheduledDate: fields.date ?? '2026-05-01',
    status: fields.status ?? 'scheduled',
    notes: fields.notes ?? null,
  } as LocalTask,
  job: { id: 100 + id, notes: fields.jobNotes ?? null } as LocalJob,
  customer: { id, name: fields.name ?? `Customer ${id}`, address: fields.address ?? `${id} Elm St` } as LocalCustomer,
});

describe('crew dashboard logic', () => {
  it('covers one day, or Monday to Sunday in week view', () => {
    expect(viewDates('2026-05-01', 'day')).toEqual(['2026-05-01']);
    expect(viewDates('2026-05-01', 'week')).toEqual([
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
    ]);
    expect(viewDates('2026-05-03', 'week')[0]).toBe('2026-04-27'); // Sunday belongs to the week before
  });

  it('searches customer, address, job number and notes, case-insensitively, ignoring blanks', () => {
    const c = card(7, { name: 'Ada Lovelace', address: '12 Elm St', notes: 'Dog in yard', jobNotes: 'Gate code' });
    for (const q of ['ada', 'ELM', '107', 'dog', 'gate code', '   ']) expect(matchesSearch(c, q)).toBe(true);
    expect(matchesSearch(c, 'zebra')).toBe(false);
  });

  it('filters, sorts by address with numbers in order, and groups by day', () => {
    const cards = [
      card(1, { address: '100 Oak St' }),
      card(2, { address: '20 Oak St', type: 'return_to_house' }),
      card(3, { address: '3 Oak St', status: 'completed' }),
      card(4, { address: '1 Oak St', date: '2026-05-02' }),
    ];
    const [day] = buildSections(cards, ['2026-05-01'], 'all', '');
    expect(day.cards.map((c) => c.customer?.address)).toEqual(['3 Oak St', '20 Oak St', '100 Oak St']);
    expect(buildSections(cards, ['2026-05-01'], 'return_to_house', '')[0].cards.map((c) => c.task.id)).toEqual([2]);
    expect(buildSections(cards, ['2026-05-01'], 'take_to_curb', '')[0].cards.map((c) => c.task.id)).toEqual([3, 1]);
    expect(buildSections(cards, ['2026-05-01'], 'completed', '')[0].cards.map((c) => c.task.id)).toEqual([3]);
    expect(buildSections(cards, ['2026-05-01'], 'scheduled', '')[0].cards.map((c) => c.task.id)).toEqual([2, 1]);
    const week = buildSections(cards, ['2026-05-01', '2026-05-02', '2026-05-03'], 'all', '');
    expect(week.map((s) => s.cards.length)).toEqual([3, 1, 0]);
  });

  it("drops the cards of stops the customer skipped, and keeps the office's cancellations", () => {
    const cards = [
      card(1, { status: 'cancelled', notes: 'Side gate\nSkipped by customer' }),
      card(2, { status: 'cancelled', notes: 'Office: customer away' }),
      card(3, { notes: 'Skipped by customer' }),
    ];
    expect(
      buildSections(cards, ['2026-05-01'], 'all', '')[0]
        .cards.map((c) => c.task.id)
        .sort(),
    ).toEqual([2, 3]);
  });

  it('titles cards and counts tasks as the spec shows them', () => {
    expect(cardTitle({ taskType: 'take_to_curb', scheduledDate: '2026-05-01' })).toBe('Bins to Curb - Friday, May 1');
    expect(cardTitle({ taskType: 'return_to_house', scheduledDate: '2026-05-02' })).toBe(
      'Bins to House - Saturday, May 2',
    );
    expect(taskCountLabel(1)).toBe('1 task');
    expect(taskCountLabel(3)).toBe('3 tasks');
  });
});

describe('whose stop it is', () => {
  const employees = new Map([
    [2, { id: 2, name: 'Riley Thompson', username: 'riley' }],
    [3, { id: 3, name: 'Jordan Park', username: 'jordan' }],
  ]) as unknown as Map<number, LocalEmployee>;
  const withCrew = (ids: number[], reassigned: number[] = []) =>
    ({
      id: 1,
      crew: [
        ...ids.map((employeeId, i) => ({ id: i + 1, employeeId, status: 'assigned' })),
        ...reassigned.map((employeeId, i) => ({ id: 50 + i, employeeId, status: 'reassigned' })),
      ],
    }) as unknown as LocalTask;

  it("says 'You', a first name, or 'Unassigned'", () => {
    expect(assignee(withCrew([1]), 1, employees)).toEqual({ text: 'You', tone: 'you', someoneElse: false });
    expect(assignee(withCrew([2]), 1, employees)).toEqual({ text: 'Riley', tone: 'other', someoneElse: true });
    expect(assignee(withCrew([1, 3]), 1, employees).text).toBe('You, Jordan');
    expect(assignee(withCrew([]), 1, employees)).toEqual({ text: 'Unassigned', tone: 'none', someoneElse: false });
    // A handed-on assignment no longer counts.
    expect(assignee(withCrew([], [1]), 1, employees).text).toBe('Unassigned');
    expect(assignee(withCrew([9]), 1, employees).text).toBe('Employee #9');
  });

  it('keeps my stops', () => {
    expect(isMine({ ...card(1), task: withCrew([1]) }, 1)).toBe(true);
    expect(isMine({ ...card(1), task: withCrew([2], [1]) }, 1)).toBe(false);
    // Handed on while this phone's change on it still waits: it stays on the list, marked.
    expect(isMine({ ...card(1), task: { ...withCrew([2], [1]), leftWorkingSet: true } }, 1)).toBe(true);
  });

  it('words the missed reason and counts progress', () => {
    expect(missedNote('Gate locked')).toBe('Missed: Gate locked');
    expect(missedNote('Other', '  dog   loose \n')).toBe('Missed: dog loose');
    const cards = [
      card(1, { status: 'completed' }),
      card(2, { status: 'missed' }),
      card(3),
      card(4, { status: 'cancelled' }),
    ];
    expect(progress(cards)).toEqual({ done: 2, total: 3 });
  });
});

describe('which collection a card serves', () => {
  it('names the truck day, and why it moved from the usual one', () => {
    const job = { collectionDate: '2026-11-27', regularDate: '2026-11-27', delayReason: null, delayDays: 0 };
    expect(collectionLine(job)).toBe('for Fri, Nov 27 collection');
    expect(collectionLine({ ...job, regularDate: '2026-11-26' })).toBe(
      'for Fri, Nov 27 collection · moved from Thu (Thanksgiving)',
    );
    expect(
      collectionLine({
        collectionDate: '2026-11-28',
        regularDate: '2026-11-26',
        delayReason: 'Snow delay',
        delayDays: 1,
      }),
    ).toBe('for Sat, Nov 28 collection · moved from Thu (Thanksgiving, Snow delay)');
    // A date the office set by hand in a holiday week names only the delay that moved it.
    expect(
      collectionLine({
        collectionDate: '2026-11-28',
        regularDate: '2026-11-27',
        delayReason: 'Snow delay',
        delayDays: 1,
      }),
    ).toBe('for Sat, Nov 28 collection · moved from Fri (Snow delay)');
  });
});
