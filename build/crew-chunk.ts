import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/**
 * Modules reached from `roots` by static imports, and by the dynamic imports of modules `dynamicFrom`
 * accepts, following only the ids `follow` accepts.
 */
export function closure(
  graph: ModuleGraph,
  roots: readonly string[],
  follow: (id: string) => boolean,
  dynamicFrom: (id: string) => boolean = () => false,
) {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    const deps = [...(info?.importedIds ?? []), ...(dynamicFrom(id) ? (info?.dynamicallyImportedIds ?? []) : [])];
    for (const dep of deps) if (follow(dep) && !seen.has(dep)) stack.push(dep);
  }
  return seen;
}

/**
 * The modules only the crew's start needs, in one chunk (docs/decisions/0055-one-chunk-for-the-crew-start.md):
 * split by which screens share them, they were forty files of a few hundred bytes, each compressed alone.
 * Captured: the app's own modules (and Dexie's) that the crew screen reaches by static imports and that
 * nothing a public page or the entry may load (statically, or later: a toast, a dialog) reaches, except a
 * module something imports dynamically, which stays its own chunk. So a public page never downloads the
 * crew's chunk. Library components shared with other screens stay where Rolldown puts them. The closure
 * walks only the app's modules: through a library's index every library module would look reachable.
 */
export function crewChunkGroup(options: {
  /** Absolute path of the app's source folder, with a trailing slash. */
  src: string;
  /** The crew start's lazily loaded modules (its screen, frame and first read), relative to `src`. */
  crew: readonly string[];
  /** The entry and every public page's modules, relative to `src`. */
  public: readonly string[];
  /** The module whose dynamic imports are the screens (relative to `src`): another screen is no part of a public page. */
  router: string;
}): Group {
  const own = (id: string) => id.startsWith(options.src) || /[\\/]node_modules[\\/]dexie/.test(id);
  const crewRoots = options.crew.map((m) => options.src + m);
  let captured: Set<string> | undefined;
  return {
    name: (id, graph) => {
      if (!captured) {
        const shared = closure(
          graph,
          options.public.map((m) => options.src + m),
          own,
          (id) => id !== options.src + options.router,
        );
        const reached = closure(graph, crewRoots, own);
        captured = new Set(
          [...reached].filter((m) => !shared.has(m) && !(graph.getModuleInfo(m)?.dynamicImporters.length ?? 0)),
        );
      }
      return captured.has(id) ? 'crew' : null;
    },
    includeDependenciesRecursively: false,
  };
}

/**
 * Chakra's components on the crew's first screen (and what they import) in one chunk: left to Rolldown,
 * each was a chunk of its own, split by which screens share it. The public pages use most of them too;
 * the landing page, which uses fewer, downloads a few kilobytes more.
 */
export function componentsChunkGroup(components: readonly string[]): Group {
  const dir = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
  return {
    name: 'ui',
    test: (id) =>
      components.includes(dir.exec(id)?.[1] ?? '') ||
      /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]icons\.js$/.test(id),
    includeDependenciesRecursively: true,
  };
}
