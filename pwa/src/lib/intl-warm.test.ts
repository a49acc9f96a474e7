import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_SOURCE, INTL_WARM_STARTED, warmDateFormatsOffThread } from './intl-warm';

const page = globalThis as typeof globalThis & { [INTL_WARM_STARTED]?: boolean };

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(page, INTL_WARM_STARTED);
});

/** The browser's Worker constructor, recording what the page asked it to run. */
function workerRecorder() {
  const started: string[] = [];
  class RecordingWorker {
    onerror: (() => void) | null = null;
    constructor(url: string) {
      started.push(url);
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', RecordingWorker);
  return started;
}

describe('warmDateFormatsOffThread', () => {
  it('starts the date data worker once per page, from a blob: no request waits behind the downloads', () => {
    const started = workerRecorder();
    warmDateFormatsOffThread();
    warmDateFormatsOffThread();
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/^blob:/);
  });

  it('gives the worker one date formatter to make, which ends it', () => {
    expect(INTL_WARM_SOURCE).toContain('new Intl.DateTimeFormat(');
    expect(INTL_WARM_SOURCE.trim().endsWith('close();')).toBe(true);
  });

  it("leaves it to the page's loader when the loader started one", () => {
    const started = workerRecorder();
    page[INTL_WARM_STARTED] = true;
    warmDateFormatsOffThread();
    expect(started).toEqual([]);
  });

  it('lets the page go on where workers are refused or missing', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmDateFormatsOffThread()).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    Reflect.deleteProperty(page, INTL_WARM_STARTED);
    expect(() => warmDateFormatsOffThread()).not.toThrow();
  });
});
