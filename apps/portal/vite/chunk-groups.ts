import { build, type InlineConfig, type Rolldown } from 'vite';

/** A layer of the app: the code that loads with one file, less what an earlier layer holds. */
export interface ChunkLayer {
  name: string;
  /** The absolute path of the file the layer starts from: the entry, or a file loaded with import(). */
  entry: string;
  /**
   * Set, the layer takes only the code no other chunk loads, and the shared code this passes: the rest
   * of what its entry loads (components, helpers the screens use too) goes with the first layer, so that
   * no other layer imports this one for it. The sign-in form's: its own code and Conform, which the
   * screens with a form take from it.
   */
  ownCodeAnd?: RegExp;
}

/** Code several screens share goes to the first of these whose test its module id passes. */
export interface SharedLayer {
  name: string;
  test?: RegExp;
  /**
   * Only the code whose every user (a screen, or what one loads on demand) loads a module this passes,
   * e.g. the forms' code for the screens with a form: the others never download it. The code those users
   * share with the others stays in a later layer, so that layer never imports this one (no cycle).
   */
  usersLoad?: RegExp;
}

/** Set while a build of the release build's own runs, so its config does not start another one. */
export const ANALYSIS_ENV = 'DOSSEL_CHUNK_ANALYSIS' as const;

/**
 * A build the release build runs for itself (this analysis, the pre-render's): a plain one, without the
 * release build's layers and plugins. Answers what the bundler wrote, as one list.
 */
export async function innerBuild(config: InlineConfig): Promise<Rolldown.RolldownOutput[]> {
  process.env[ANALYSIS_ENV] = '1';
  try {
    const result = await build({ logLevel: 'silent', ...config });
    return (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  } finally {
    delete process.env.DOSSEL_CHUNK_ANALYSIS;
  }
}

/** A chunk and every chunk it imports statically, recursively: what loading it fetches. */
export function chunksLoadedWith(
  start: Rolldown.OutputChunk,
  byFile: Map<string, Rolldown.OutputChunk>,
): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>([[start.fileName, start]]);
  const queue = [start];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next && !seen.has(file)) {
        seen.set(file, next);
        queue.push(next);
      }
    }
  }
  return [...seen.values()];
}

/**
 * Which layer each module belongs to, from a first build with the bundler's automatic splitting: the
 * modules of every chunk a layer's entry loads statically, after tree shaking. (Walking imports in
 * the module graph instead would take in whole packages through their index files.)
 */
export async function analyseLayers(
  configFile: string,
  layers: ChunkLayer[],
  shared: SharedLayer[],
  /** The modules that load screens with import(): what they load is a screen, anything else is not. */
  routeTables: string[],
  /** Where what the first layer loads on demand goes, by the first test its module id passes. */
  onDemand: SharedLayer[],
): Promise<Map<string, string>> {
  const screenModules = new Set<string>();
  const outputs = await innerBuild({
    configFile,
    plugins: [
      {
        name: 'dossel-screen-modules',
        buildEnd() {
          for (const table of routeTables) {
            for (const id of this.getModuleInfo(table)?.dynamicallyImportedIds ?? []) screenModules.add(id);
          }
        },
      },
    ],
    build: { write: false, sourcemap: false, minify: false },
  });
  const chunks = outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Screens: the chunks the route tables load on demand.
  const screenChunks = new Set(
    chunks
      .filter((chunk) => chunk.facadeModuleId !== null && screenModules.has(chunk.facadeModuleId))
      .map((chunk) => chunk.fileName),
  );
  const layerOf = new Map<string, string>();
  const loadedWith = (entry: string) => {
    const start = chunks.find(
      (chunk) => (chunk.isEntry || chunk.isDynamicEntry) && chunk.moduleIds.includes(entry),
    );
    if (!start) throw new Error(`chunk layers: no chunk starts at ${entry}`);
    return chunksLoadedWith(start, byFile);
  };
  const [first, ...later] = layers;
  if (!first) return layerOf;
  const firstChunks = loadedWith(first.entry);
  for (const moduleId of firstChunks.flatMap((chunk) => chunk.moduleIds)) layerOf.set(moduleId, first.name);
  // What the first layer loads on demand besides screens (toasts, the contract's schemas) has layers
  // of its own: pulled into a later layer, it would load that whole layer with it.
  const firstOnDemand = new Set(
    firstChunks
      .flatMap((chunk) => chunk.dynamicImports)
      .filter((file) => !screenChunks.has(file))
      .flatMap((file) => chunksLoadedWith(byFile.get(file) as Rolldown.OutputChunk, byFile))
      .flatMap((chunk) => chunk.moduleIds),
  );
  for (const moduleId of firstOnDemand) {
    const layer = onDemand.find(({ test }) => !test || test.test(moduleId));
    if (layer && !layerOf.has(moduleId)) layerOf.set(moduleId, layer.name);
  }
  /** The modules the chunks loaded on demand, but for the one starting at `entry`, load with them. */
  const loadedElsewhere = (entry: string) =>
    new Set(
      chunks
        .filter((chunk) => chunk.isDynamicEntry && !chunk.moduleIds.includes(entry))
        .flatMap((chunk) => chunksLoadedWith(chunk, byFile))
        .flatMap((chunk) => chunk.moduleIds),
    );
  for (const layer of later) {
    const { ownCodeAnd } = layer;
    const elsewhere = ownCodeAnd ? loadedElsewhere(layer.entry) : new Set<string>();
    for (const moduleId of loadedWith(layer.entry).flatMap((chunk) => chunk.moduleIds)) {
      if (layerOf.has(moduleId)) continue;
      const own = !elsewhere.has(moduleId) || (ownCodeAnd?.test(moduleId) ?? true);
      layerOf.set(moduleId, own ? layer.name : first.name);
    }
  }
  // What two or more screens (and what they load on demand) share: one chunk per kind, rather than one
  // per set of screens, each a request of a few KB.
  const users = new Map<string, number>();
  // For each layer with `usersLoad`, the modules that a user loading none of its modules also loads
  // (what the layers above hold, e.g. the sign-in page's Conform, does not count as loaded).
  const outside = new Map(shared.map((layer) => [layer, new Set<string>()]));
  for (const start of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    const moduleIds = chunksLoadedWith(start, byFile).flatMap((chunk) => chunk.moduleIds);
    for (const moduleId of moduleIds) users.set(moduleId, (users.get(moduleId) ?? 0) + 1);
    const ownModules = moduleIds.filter((moduleId) => !layerOf.has(moduleId));
    for (const [layer, modules] of outside) {
      const { usersLoad } = layer;
      if (usersLoad && !ownModules.some((moduleId) => usersLoad.test(moduleId))) {
        for (const moduleId of moduleIds) modules.add(moduleId);
      }
    }
  }
  for (const [moduleId, count] of users) {
    if (count < 2 || layerOf.has(moduleId)) continue;
    const layer = shared.find(
      (candidate) =>
        (!candidate.test || candidate.test.test(moduleId)) && !outside.get(candidate)?.has(moduleId),
    );
    if (layer) layerOf.set(moduleId, layer.name);
  }
  return layerOf;
}
