// Its own module: the crew's first screen reads the replica's window without loading the sync engine.
/** Local bookkeeping keys in `meta`. */
export const META = {
  cursor: 'cursor',
  clientId: 'clientId',
  windowStart: 'windowStart',
  /** The last day the replica covers: later dates are read online (the office's window is short). */
  windowEnd: 'windowEnd',
} as const;
