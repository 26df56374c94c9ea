// The domain of every number, text and list the contract takes in (issue 14): the form and the server
// refuse the same values, with the same message keys, because they parse with the same builders.
import * as z from 'zod/mini';

import { requiredOrInvalid } from './validation';

/*
 * What each kind of value may be, by what it means. A bound is generous for the trade but finite, so that
 * what the API computes from accepted values stays finite too: a record's total is at most
 * MAX_COST × MAX_QUANTITY (or × MAX_AREA_HA) = 1e15 R$, and a sum of 2^31 of them about 2e24, far from
 * the 1.8e308 where a double becomes Infinity (the `custo_hora: 1e308` that broke a customer's summary).
 *
 * - ids: 1 to 2^31 − 1, the range of PostgreSQL's `integer`/`serial` columns (a larger id is nobody's and
 *   would overflow the column's bind);
 * - money: R$ 0 to 1 billion per unit (an hour, a hectare, a day, a litre, a unit of a supply);
 * - areas: 0 to 1,000,000 ha for one record (more than any single forest holding in Brazil);
 * - quantities of a record (days, hours): 0 to 1,000,000;
 * - IMA (mean annual increment): 0 to 200 m³/ha/year (the most productive clonal eucalyptus reaches ~90);
 * - performance: 0 to 1,000 % of the expected growth (the seeds show 82–104 %: above 100 % is normal);
 * - percentages of a whole: 0 to 100; a change of a percentage (climate impact): −100 to 100;
 * - coordinates: latitude −90 to 90, longitude −180 to 180 (WGS84 degrees);
 * - years: 1980 (the start of the weather series) to 2100; pages: 1 to 1,000,000;
 * - texts: a maximum length each (the field's own), and no control characters (TEXT_CONTROL_CHARACTERS);
 * - lists: a maximum count each (MAX_LIST_LENGTH unless the field has its own).
 */
export const MAX_ID = 2_147_483_647;
export const MAX_COST = 1_000_000_000;
export const MAX_AREA_HA = 1_000_000;
export const MAX_QUANTITY = 1_000_000;
export const MAX_IMA = 200;
export const MAX_PERFORMANCE_PCT = 1000;
export const MAX_PERCENT = 100;
export const MIN_LATITUDE = -90;
export const MAX_LATITUDE = 90;
export const MIN_LONGITUDE = -180;
export const MAX_LONGITUDE = 180;
export const MIN_YEAR = 1980;
export const MAX_YEAR = 2100;
export const MAX_PAGE = 1_000_000;
/** A list in a body (a user's linked customers, a customer's services), unless the field says less. */
export const MAX_LIST_LENGTH = 1000;
/** An id written as text (form fields, query strings): 2147483647 has 10 digits; spaces and signs aside. */
export const ID_TEXT_MAX_LENGTH = 20;

/** The message keys of the bounds: the form shows them under the field, the API answers them with a 400. */
export const TOO_SMALL = 'validation.tooSmall';
export const TOO_LARGE = 'validation.tooLarge';
export const TOO_MANY = 'validation.tooMany';
export const CONTROL_CHARACTERS = 'validation.controlCharacters';

interface BoundMessages {
  /** The key of a value under `min`. @default 'validation.tooSmall' */
  tooSmall?: string;
  /** The key of a value over `max`. @default 'validation.tooLarge' */
  tooLarge?: string;
}

/** The two checks of a number's domain, `min` ≤ value ≤ `max`, each with its message. */
export const numberBounds = (
  min: number,
  max: number,
  { tooSmall = TOO_SMALL, tooLarge = TOO_LARGE }: BoundMessages = {},
) => [z.gte(min, { error: tooSmall }), z.lte(max, { error: tooLarge })] as const;

/**
 * A number from `min` to `max`: missing says `validation.required`, text `validation.invalid`, and a value
 * out of the domain `validation.tooSmall` / `validation.tooLarge` (or the field's own messages). Every
 * number the contract takes in is one of these (or an id, `boundedId`).
 */
export const boundedNumber = (min: number, max: number, messages?: BoundMessages) =>
  z.number({ error: requiredOrInvalid }).check(...numberBounds(min, max, messages));

/** A number from `min` to `max` that may be left out or null. */
export const optionalBoundedNumber = (min: number, max: number, messages?: BoundMessages) =>
  z.optional(
    z.nullable(z.number({ error: 'validation.invalid' }).check(...numberBounds(min, max, messages))),
  );

/** A whole number from `min` to `max`, every failure `error` (`validation.invalid` unless told). */
export const boundedInt = (min: number, max: number, error = 'validation.invalid') =>
  z.int({ error }).check(z.gte(min, { error }), z.lte(max, { error }));

/**
 * C0 control characters (U+0000–U+001F) and DEL (U+007F): PostgreSQL refuses U+0000 in a text (a 500 there,
 * stored silently on SQLite), and none of them is typed in a form; a multi-line text keeps its tab, line
 * feed and carriage return.
 */
export function hasControlCharacter(text: string, multiLine = false): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

/**
 * The checks every text the contract takes in carries: at most `max` characters, no control characters
 * (see hasControlCharacter). A refinement, not a regex, so forms get no `pattern` attribute from it.
 */
export const textBounds = (max: number, { multiLine = false, tooLong = 'validation.tooLong' } = {}) =>
  [
    z.maxLength(max, { error: tooLong }),
    z.refine<string>((text) => !hasControlCharacter(text, multiLine), { error: CONTROL_CHARACTERS }),
  ] as const;

/** A list of at most `max` items: more says `validation.tooMany`; not a list says `validation.invalid`. */
export const boundedArray = <T extends z.ZodMiniType>(item: T, max = MAX_LIST_LENGTH) =>
  z.array(item, { error: 'validation.invalid' }).check(z.maxLength(max, { error: TOO_MANY }));

/** Records built by `boundedRecord`, whose count of keys is checked (bounds-check.ts asks). */
export const recordsWithMaxKeys = new WeakSet<object>();

/** An object of at most `maxKeys` keys, each a `key` with a `value` (`services_json`). */
export function boundedRecord<K extends z.ZodMiniString, V extends z.ZodMiniType>(
  key: K,
  value: V,
  maxKeys = MAX_LIST_LENGTH,
) {
  const record = z
    .record(key, value)
    .check(z.refine((entries) => Object.keys(entries).length <= maxKeys, { error: TOO_MANY }));
  recordsWithMaxKeys.add(record);
  return record;
}

/** A WGS84 latitude in degrees, −90 to 90. */
export const latitude = () => boundedNumber(MIN_LATITUDE, MAX_LATITUDE);

/** A WGS84 longitude in degrees, −180 to 180. */
export const longitude = () => boundedNumber(MIN_LONGITUDE, MAX_LONGITUDE);
