/**
 * Form drafts kept across an expired session (issue 4): when a session lapses while the user is typing,
 * what the open forms hold is written to this device's storage, under the user's id and never with the
 * token, and offered back once that user signs in again. Each form decides what it hands over, so
 * passwords and files never land here.
 */

import { deviceKey } from './device-storage';

/** Kept by the device, so a logout does not take it (see device-storage). */
export const DRAFTS_STORAGE_KEY = deviceKey('drafts');

/** A draft nobody came back for within a week is dropped. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type DraftValues = Record<string, string>;

export interface KeptDraft {
  /** Names the form; the same form asks for its draft by it. */
  formId: string;
  /** Where the form was (path and query), to lead the user back. */
  path: string;
  values: DraftValues;
  /** ISO date-time the session lapsed. */
  savedAt: string;
}

/** Drafts per user id. */
type StoredDrafts = Record<string, KeptDraft[]>;

interface OpenForm {
  path: string;
  /** The form's current values worth keeping, or null when nothing was typed. */
  read: () => DraftValues | null;
}

const openForms = new Map<string, OpenForm>();

/** A mounted form tells the keeper how to read it; the returned function forgets it on unmount. */
export function trackOpenForm(formId: string, form: OpenForm): () => void {
  openForms.set(formId, form);
  return () => {
    if (openForms.get(formId) === form) openForms.delete(formId);
  };
}

function readAll(storage: Storage): StoredDrafts {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFTS_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredDrafts) : {};
  } catch {
    // A damaged entry is worth nothing; start over.
    return {};
  }
}

function writeAll(storage: Storage, drafts: StoredDrafts): void {
  const nonEmpty = Object.entries(drafts).filter(([, list]) => list.length > 0);
  if (nonEmpty.length === 0) storage.removeItem(DRAFTS_STORAGE_KEY);
  else storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(Object.fromEntries(nonEmpty)));
}

/** Writes what every open form holds as the user's drafts; answers how many were kept. */
export function keepOpenForms(userId: number, storage: Storage = localStorage, now = new Date()): number {
  const all = readAll(storage);
  const fresh: KeptDraft[] = [];
  for (const [formId, form] of openForms) {
    const values = form.read();
    if (values) fresh.push({ formId, path: form.path, values, savedAt: now.toISOString() });
  }
  if (fresh.length === 0) return 0;
  const others = (all[userId] ?? []).filter((draft) => !fresh.some((kept) => kept.formId === draft.formId));
  writeAll(storage, { ...all, [userId]: [...others, ...fresh] });
  return fresh.length;
}

/** The user's drafts still worth offering, newest last; lapsed ones are dropped on the way. */
export function keptDrafts(userId: number, storage: Storage = localStorage, now = new Date()): KeptDraft[] {
  const all = readAll(storage);
  const mine = all[userId] ?? [];
  const alive = mine.filter((draft) => now.getTime() - Date.parse(draft.savedAt) < DRAFT_LIFETIME_MS);
  if (alive.length !== mine.length) writeAll(storage, { ...all, [userId]: alive });
  return alive;
}

/** Forgets one draft (restored or discarded). */
export function dropDraft(userId: number, formId: string, storage: Storage = localStorage): void {
  const all = readAll(storage);
  writeAll(storage, { ...all, [userId]: (all[userId] ?? []).filter((draft) => draft.formId !== formId) });
}
