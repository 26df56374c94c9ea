import { build, type Rolldown } from 'vite';

/** A layer of the app: the code that loads with one file, less what an earlier layer holds. */
export interface ChunkLayer {
  name: string;
  /** The absolute path of the file the layer starts from: the entry, or a file loaded with import(). */
  entry: string;
}

/** Set while the analysis build runs, so its own config does not start another one. */
export const ANALYSIS_ENV = 'DOSSEL_CHUNK_ANALYSIS' as const;

function chunksLoadedWith(start: Rolldown.OutputChunk, byFile: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] {
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
export async function analyseLayers(configFile: string, layers: ChunkLayer[]): Promise<Map<string, string>> {
  process.env[ANALYSIS_ENV] = '1';
  let result;
  try {
    result = await build({
      configFile,
      logLevel: 'silent',
      build: { write: false, sourcemap: false, minify: false },
    });
  } finally {
    delete process.env.DOSSEL_CHUNK_ANALYSIS;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const layerOf = new Map<string, string>();
  for (const layer of layers) {
    const start = chunks.find(
      (chunk) => (chunk.isEntry || chunk.isDynamicEntry) && chunk.moduleIds.includes(layer.entry),
    );
    if (!start) throw new Error(`chunk layers: no chunk starts at ${layer.entry}`);
    for (const chunk of chunksLoadedWith(start, byFile)) {
      for (const moduleId of chunk.moduleIds) if (!layerOf.has(moduleId)) layerOf.set(moduleId, layer.name);
    }
  }
  return layerOf;
}
