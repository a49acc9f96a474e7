/**
 * Everything the server-side tests (and the PWA's model test, the fault suite and the bench) share to
 * set up a world: the in-process app, the live server process, rows, the matrix world, message and photo
 * helpers, child processes and the synthetic dataset. Import it from here only (docs/decisions/0025).
 */

export * from './billing';
export * from './dataset';
export * from './fake-nominatim';
export * from './fake-stripe';
export * from './fixtures';
export * from './harness';
export * from './live-server';
export * from './messages';
export * from './photos';
export * from './process';
export * from './world';
