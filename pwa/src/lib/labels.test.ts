import { SERVICE_TRACKING_STATUSES } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { availabilityLabel, contactLabel, REQUEST_STATUS_COLORS, REQUEST_STATUS_LABELS, statusLabel } from './labels';

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
