// Run inline in index.html (issue 13). For a visitor with a stored session: while the loading screen
// paints, it starts what the app would otherwise ask for one step after another — the signed-in
// screen's code and styles, the texts, the session's user and the screen's first data — so that on a
// slow link they all travel at once, beside the app's own code. The app takes each answer over
// (lib/early-requests.ts); files land in the browser's module map and style sheets.
import { sendEarly } from '../../lib/early-requests';

/** Built files (URLs) one screen needs beyond the sign-in page's, and the API paths it asks for first. */
export interface EarlyFiles {
  scripts: string[];
  styles: string[];
  requests: string[];
}

/**
 * Computed by the build from early-screens.ts: the sign-in form's files, the shell's, and each early
 * screen's by address.
 */
export interface EarlyLoads {
  signIn: EarlyFiles;
  shell: EarlyFiles;
  screens: Record<string, EarlyFiles>;
  /** The paths whose screen the API paints for a stored session (painted-screen.ts). */
  painted: string[];
}

export interface Visit {
  path: string;
  /** The address's query: a filtered screen asks for other data than the plain one. */
  search: string;
  token: string;
  language: string;
  apiUrl: string;
}

function link(rel: 'modulepreload' | 'stylesheet' | 'preload', href: string, as?: 'style'): void {
  const element = document.createElement('link');
  element.rel = rel;
  if (as) element.as = as;
  element.href = href;
  document.head.append(element);
}

/** What the screen at `path` loads: the shell's files and its own, or the shell's alone for a screen not listed. */
function filesOf(loads: EarlyLoads, path: string): EarlyFiles[] {
  const screen = loads.screens[path];
  return screen ? [loads.shell, screen] : [loads.shell];
}

/** The style sheets the screen at `path` needs (the build gives a painted screen's to the head's script). */
export function screenStyles(loads: EarlyLoads, path: string): string[] {
  return filesOf(loads, path).flatMap(({ styles }) => styles);
}

function send(requests: string[], visit: Visit): void {
  const headers = { authorization: `Bearer ${visit.token}`, 'accept-language': visit.language };
  for (const path of requests) sendEarly(`${visit.apiUrl}${path}`, headers);
}

/** Sends the session's GETs: the stored session's check. */
export function sendSessionRequests(loads: EarlyLoads, visit: Visit): void {
  send(loads.shell.requests, visit);
}

/** Sends the GETs the screen a visit opens asks for first, for its data. */
export function sendScreenRequests(loads: EarlyLoads, visit: Visit): void {
  // A filtered screen asks for other data than the plain one: none then.
  if (!visit.search) send(loads.screens[visit.path]?.requests ?? [], visit);
}

function startScripts(files: EarlyFiles[]): void {
  for (const { scripts } of files) for (const script of scripts) link('modulepreload', script);
}

function startStyles(files: EarlyFiles[]): void {
  // As style sheets, not preloads: the app's loader then finds them in place and adds none.
  for (const { styles } of files) for (const style of styles) link('stylesheet', style);
}

/** Starts the files' code, then their styles. */
function start(files: EarlyFiles[]): void {
  startScripts(files);
  startStyles(files);
}

/** Starts the code and styles of the screen a visit opens. */
export function preloadEarlyFiles(loads: EarlyLoads, visit: Visit): void {
  start(filesOf(loads, visit.path));
}

/**
 * Fetches style sheets without applying them: the head's script asks for a painted screen's before the
 * page's own styles are parsed, and a sheet applied there would come before them in the cascade. The
 * body's script adds them as style sheets (preloadEarlyStyles), which then find them fetched.
 */
export function preloadStyles(styles: string[]): void {
  for (const href of styles) link('preload', href, 'style');
}

/** Starts the styles of the screen a visit opens (a screen the server paints waits for them). */
export function preloadEarlyStyles(loads: EarlyLoads, visit: Visit): void {
  startStyles(filesOf(loads, visit.path));
}

/** Starts the code of the screen a visit opens. */
export function preloadEarlyScripts(loads: EarlyLoads, visit: Visit): void {
  startScripts(filesOf(loads, visit.path));
}

/**
 * Starts the code of the app's sign-in form when the pre-rendered one shows: it then travels beside the
 * app's own code, and "Entrar" waits for neither.
 */
export function preloadSignInFiles(loads: EarlyLoads): void {
  start([loads.signIn]);
}
