import { describe, expect, it } from 'vitest';
import { collectionStory, crewCollectionLine, nextCollectionStory, type StoryTask } from './next-collection';

/** Thanksgiving week 2026: a Thursday customer collected Friday, bins out Thursday. */
const thanksgiving = {
  id: 1,
  collectionDate: '2026-11-27',
  regularDate: '2026-11-26',
  status: 'scheduled',
  delayReason: null,
  delayDays: 0,
};
const following = {
  id: 2,
  collectionDate: '2026-12-03',
  regularDate: '2026-12-03',
  status: 'scheduled',
  delayReason: null,
  delayDays: 0,
};
const tasksOf = (
  curb: string,
  back: string,
  jobId = 1,
  curbStatus = 'scheduled',
  backStatus = 'scheduled',
): StoryTask[] => [
  { jobId, taskType: 'take_to_curb', scheduledDate: curb, status: curbStatus },
  { jobId, taskType: 'return_to_house', scheduledDate: back, status: backStatus },
];
const bins = {
  needsGarbage: true,
  garbageQty: 2,
  needsCompost: false,
  compostQty: 0,
  needsRecycling: false,
  recyclingQty: 0,
  recyclingAnchorDate: null,
};

describe('the story of a collection', () => {
  it('says the collection moved, from which day to which, why, and when the bins go out', () => {
    const story = collectionStory(thanksgiving, tasksOf('2026-11-26', '2026-11-27'), bins);
    expect(story).toMatchObject({
      collectionDate: '2026-11-27',
      binsOutDate: '2026-11-26',
      binsBackDate: '2026-11-27',
      moveReason: 'Thanksgiving',
      bins: { garbage: 2, compost: 0, recycling: 0 },
      movedLine: 'Collection moved from Thu, Nov 26 to Fri, Nov 27 (Thanksgiving)',
      summary: 'Collection moved from Thu, Nov 26 to Fri, Nov 27 (Thanksgiving); bins go out Thu, Nov 26',
    });
  });

  it('names a declared delay, and says nothing moved when nothing did', () => {
    const delayed = { ...following, collectionDate: '2026-12-04', delayReason: 'Snow delay', delayDays: 1 };
    expect(collectionStory(delayed, tasksOf('2026-12-03', '2026-12-04', 2)).movedLine).toBe(
      'Collection moved from Thu, Dec 3 to Fri, Dec 4 (Snow delay)',
    );
    expect(collectionStory(following, tasksOf('2026-12-02', '2026-12-03', 2)).summary).toBe(
      'Collection Thu, Dec 3; bins go out Wed, Dec 2',
    );
  });

  it('never calls a missed, cancelled or finished collection next', () => {
    const later = tasksOf('2026-12-02', '2026-12-03', 2);
    const jobs = [thanksgiving, following];
    expect(nextCollectionStory(jobs, [...tasksOf('2026-11-26', '2026-11-27'), ...later], '2026-11-26')?.jobId).toBe(1);
    const missed = tasksOf('2026-11-26', '2026-11-27', 1, 'missed', 'cancelled');
    expect(nextCollectionStory(jobs, [...missed, ...later], '2026-11-26')?.collectionDate).toBe('2026-12-03');
    const back = tasksOf('2026-11-26', '2026-11-27', 1, 'completed', 'completed');
    expect(nextCollectionStory(jobs, [...back, ...later], '2026-11-27')?.jobId).toBe(2);
    expect(
      nextCollectionStory(
        [{ ...thanksgiving, status: 'cancelled' }],
        tasksOf('2026-11-26', '2026-11-27'),
        '2026-11-26',
      ),
    ).toBeNull();
  });

  it('gives the crew card its collection and the day it moved from', () => {
    expect(crewCollectionLine(thanksgiving)).toBe('for Fri, Nov 27 collection · moved from Thu (Thanksgiving)');
    expect(crewCollectionLine(following)).toBe('for Thu, Dec 3 collection');
  });
});
