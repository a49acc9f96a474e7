import { SERVICE_TRACKING_STATUSES } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  contactLabel,
  REQUEST_STATUS_COLORS,
  REQUEST_STATUS_LABELS,
  statusLabel,
  tapsAppliedTitle,
  taskChangeTitle,
} from './labels';

describe('contact labels', () => {
  it('names contact preferences', () => {
    expect(contactLabel('both')).toBe('Text & Call');
    expect(contactLabel('text')).toBe('Text Only');
    expect(contactLabel('call')).toBe('Call Only');
  });
});

describe('status labels, defined once', () => {
  it('words job, task, payment and time-off statuses the same way', () => {
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('completed')).toBe('Completed');
  });

  it('names every collection request state the office can see', () => {
    for (const status of SERVICE_TRACKING_STATUSES) {
      expect(REQUEST_STATUS_LABELS[status]).toBeTruthy();
      expect(REQUEST_STATUS_COLORS[status]).toBeTruthy();
    }
    expect(REQUEST_STATUS_LABELS.pending).toBe('Waiting for approval');
    expect(REQUEST_STATUS_LABELS.cancelled).toBe('Declined');
  });

  it('reads an unrecorded availability as Available', () => {
    expect(availabilityLabel(null)).toBe('Available');
    expect(availabilityLabel('off_shift')).toBe('Off Shift');
  });
});

describe('task change toasts', () => {
  it('say where, then what happened', () => {
    expect(taskChangeTitle('12 Oak St', 'completed')).toBe('12 Oak St: completed');
    expect(taskChangeTitle('12 Oak St', 'missed')).toBe('12 Oak St: marked missed');
    expect(taskChangeTitle('Bins to Curb, Dec 1', 'scheduled')).toBe('Bins to Curb, Dec 1: back to scheduled');
  });
  it('name every stop when several taps land together', () => {
    expect(tapsAppliedTitle([{ where: '12 Oak St', status: 'completed' }])).toBe('12 Oak St: completed');
    expect(
      tapsAppliedTitle([
        { where: '12 Oak St', status: 'completed' },
        { where: '4 Elm Pl', status: 'missed' },
      ]),
    ).toBe('2 stops saved: 12 Oak St: completed; 4 Elm Pl: marked missed');
  });
});
