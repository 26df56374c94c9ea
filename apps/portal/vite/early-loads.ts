// The files the first screens load early (src/app/first-screens/early-loads.ts): the sign-in form's, and
// a stored session's screens', found in the release build: for each module early-screens.ts names, the
// chunk that holds it and every chunk it imports, less what index.html loads anyway; with the style
// sheets those chunks bring.
import { join } from 'node:path';

import type { Rolldown } from 'vite';

import type { EarlyFiles, EarlyLoads } from '../src/app/first-screens/early-loads';
import {
  EARLY_SCREENS,
  PAINTED_PATHS,
  SESSION_REQUESTS,
  SIGNED_IN_FRAME,
  SIGN_IN_FORM,
} from '../src/app/first-screens/early-screens';
import { chunksLoadedWith } from './chunk-groups';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

export function earlyLoadsOf(bundle: Bundle, repoRoot: string, base: string): EarlyLoads {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('early loads: the build has no entry chunk');

  /** The chunks the modules load with, less those already `loaded`. */
  const chunksOf = (modules: string[], loaded: ReadonlySet<string>) => {
    const all = modules.flatMap((module) => {
      const id = join(repoRoot, module);
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`early loads: ${module} is in no chunk of the build`);
      return chunksLoadedWith(chunk, byFile);
    });
    return [...new Set(all)].filter((chunk) => !loaded.has(chunk.fileName));
  };
  const filesOf = (loaded: Rolldown.OutputChunk[], requests: string[]): EarlyFiles => ({
    scripts: loaded.map((chunk) => base + chunk.fileName),
    styles: [...new Set(loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
      (file) => base + file,
    ),
    requests,
  });

  const withThePage = new Set(chunksLoadedWith(entry, byFile).map((chunk) => chunk.fileName));
  const shellChunks = chunksOf([SIGNED_IN_FRAME], withThePage);
  // A screen's files: those neither index.html nor the shell brings.
  const withTheShell = new Set([...withThePage, ...shellChunks.map((chunk) => chunk.fileName)]);
  const screens = Object.fromEntries(
    Object.entries(EARLY_SCREENS).map(([path, screen]) => [
      path,
      filesOf(chunksOf(screen.modules, withTheShell), screen.requests),
    ]),
  );
  // The sign-in form's: those index.html does not bring.
  const signIn = filesOf(chunksOf([SIGN_IN_FORM], withThePage), []);
  return { signIn, shell: filesOf(shellChunks, SESSION_REQUESTS), screens, painted: PAINTED_PATHS };
}
