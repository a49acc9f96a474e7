/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' in builds made for `npm run bench`: compiles in the measuring hook (pwa/src/sync/bench-hook.ts). */
  readonly VITE_BENCH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
