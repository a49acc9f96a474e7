/// <reference lib="webworker" />
import { applyRememberedOrder } from './remembered-order';
import { type SolveOptions, type Stop, solveRoute } from './solver';

/** Runs the solver off the main thread so the route list stays responsive on a cheap phone. */
export type SolverRequest =
  | { id: number; kind: 'solve'; stops: Stop[]; options: SolveOptions }
  | { id: number; kind: 'remembered'; stops: Stop[]; remembered: string[]; options: SolveOptions };
export interface SolverResponse {
  id: number;
  order: string[];
  ms: number;
}

self.onmessage = (event: MessageEvent<SolverRequest>) => {
  const req = event.data;
  const t0 = performance.now();
  const order =
    req.kind === 'solve'
      ? solveRoute(req.stops, req.options).order
      : applyRememberedOrder(req.stops, req.remembered, req.options);
  const res: SolverResponse = { id: req.id, order, ms: performance.now() - t0 };
  self.postMessage(res);
};
