import * as v from 'valibot';
import { daysBetween } from '../dates';
import { dateOnly, requiredText } from './common';

export const SERVICE_CHANGE_MAX_DAYS = 31;
export const SHIFT_DAYS_MIN = 1;
export const SHIFT_DAYS_MAX = 7;

export const SERVICE_CHANGE_MSG = {
  name: 'Name is required',
  shiftDays: `Days later must be a whole number from ${SHIFT_DAYS_MIN} to ${SHIFT_DAYS_MAX}`,
  endBeforeStart: 'End date must be on or after start date',
  tooLong: `A service delay can cover at most ${SERVICE_CHANGE_MAX_DAYS} days`,
} as const;

/** Body of POST /api/service-changes: a delay the office declares (snow, ice). */
export const serviceChangeCreateSchema = v.pipe(
  v.object({
    name: requiredText(SERVICE_CHANGE_MSG.name, 100),
    startDate: dateOnly('Start date is required'),
    endDate: dateOnly('End date is required'),
    shiftDays: v.pipe(
      v.number(SERVICE_CHANGE_MSG.shiftDays),
      v.integer(SERVICE_CHANGE_MSG.shiftDays),
      v.minValue(SHIFT_DAYS_MIN, SERVICE_CHANGE_MSG.shiftDays),
      v.maxValue(SHIFT_DAYS_MAX, SERVICE_CHANGE_MSG.shiftDays),
    ),
  }),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (i) => i.endDate >= i.startDate, SERVICE_CHANGE_MSG.endBeforeStart),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (i) => daysBetween(i.startDate, i.endDate) < SERVICE_CHANGE_MAX_DAYS,
      SERVICE_CHANGE_MSG.tooLong,
    ),
    ['endDate'],
  ),
);
export type ServiceChangeCreateInput = v.InferOutput<typeof serviceChangeCreateSchema>;
