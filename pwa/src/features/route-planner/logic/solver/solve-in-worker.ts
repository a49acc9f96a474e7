import type { SolveOptions, Stop } from './solver';
import type { SolverRequest, SolverResponse } from './solver.worker';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (order: string[]) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<SolverResponse>) => {
      pending.get(e.data.id)?.(e.data.order);
      pending.delete(e.data.id);
    };
  }
  return worker;
}

type Request = { kind: 'solve' } | { kind: 'remembered'; remembered: string[] };

/** Orders stops in the solver worker; the worker is bundled with the app, so this works offline. */
export function orderStops(
  stops: Stop[],
  options: SolveOptions,
  request: Request = { kind: 'solve' },
): Promise<string[]> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    const message: SolverRequest =
      request.kind === 'solve'
        ? { id, kind: 'solve', stops, options }
        : { id, kind: 'remembered', stops, remembered: request.remembered, options };
    getWorker().postMessage(message);
  });
}
