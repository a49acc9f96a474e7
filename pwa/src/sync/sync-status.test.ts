import { describe, expect, it } from 'vitest';
import { indicatorText, notAppliedText, waitingWords } from './sync-status';

describe('sync indicator words', () => {
  it('says what the sync indicator shows', () => {
    expect(indicatorText({ online: false, phase: 'idle', waiting: 3, notApplied: 0 }).text).toBe(
      'Offline · 3 changes waiting',
    );
    expect(indicatorText({ online: true, phase: 'offline', waiting: 1, notApplied: 0 }).text).toBe(
      'Offline · 1 change waiting',
    );
    expect(indicatorText({ online: true, phase: 'syncing', waiting: 2, notApplied: 0 }).text).toBe('Syncing…');
    expect(indicatorText({ online: true, phase: 'idle', waiting: 0, notApplied: 0 }).text).toBe('All changes saved');
    expect(indicatorText({ online: true, phase: 'auth', waiting: 2, notApplied: 0 }).text).toBe(
      'Sign in again · 2 changes waiting',
    );
    expect(notAppliedText(1)).toBe('1 change not applied');
    expect(notAppliedText(2)).toBe('2 changes not applied');
  });

  it('counts waiting photos apart from the changes', () => {
    expect(waitingWords(0, 0)).toBe('');
    expect(waitingWords(2, 1)).toBe('2 changes, 1 photo');
    expect(indicatorText({ online: false, phase: 'offline', waiting: 1, photos: 2, notApplied: 0 }).text).toBe(
      'Offline · 1 change, 2 photos waiting',
    );
    expect(indicatorText({ online: true, phase: 'idle', waiting: 0, photos: 1, notApplied: 0 })).toEqual({
      text: '1 photo waiting',
      tone: 'waiting',
    });
    expect(indicatorText({ online: true, phase: 'syncing', waiting: 0, photos: 3, notApplied: 0 }).text).toBe(
      'Syncing… · 3 photos waiting',
    );
    expect(indicatorText({ online: true, phase: 'auth', waiting: 0, photos: 2, notApplied: 0 }).text).toBe(
      'Sign in again · 2 photos waiting',
    );
  });

  it('says while a first pull is still filling the phone, and that offline comes first', () => {
    const base = { online: true, phase: 'syncing' as const, waiting: 0, notApplied: 0 };
    expect(indicatorText({ ...base, filling: 'route' })).toEqual({ text: 'Loading your route…', tone: 'syncing' });
    expect(indicatorText({ ...base, filling: 'rest' }).text).toBe('Loading the other days…');
    expect(indicatorText({ ...base, filling: 'rest', waiting: 1 }).text).toBe(
      'Loading the other days… · 1 change waiting',
    );
    expect(indicatorText({ ...base, online: false, filling: 'rest', waiting: 1 }).text).toBe(
      'Offline · 1 change waiting',
    );
  });
});
