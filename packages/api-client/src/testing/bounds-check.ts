// Whether a schema bounds everything it takes in (issue 14): the structural tests of api-client (every
// exported input schema) and of the API (every route's body, query and params) walk schemas with it.
import type { $ZodType } from 'zod/v4/core';

import { recordsWithMaxKeys } from '../bounds';

interface Check {
  check?: string;
  value?: unknown;
  maximum?: unknown;
}

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: Check } }[];
  [key: string]: unknown;
}

/** What the walk knows from around a schema. */
interface Around {
  /** Its value goes on into a pipe whose output bounds every number (a form's text read as a number). */
  numbersBoundedAfter?: boolean;
  /** It reads the output of a pipe whose input bounds every length (an e-mail's format after its length). */
  lengthsBoundedBefore?: boolean;
}

/** String formats whose pattern fixes their length (`YYYY-MM-DD`). */
const FIXED_LENGTH_FORMATS = new Set(['date']);
/** Types with a finite set of values, or that hold none of their own. */
const BOUNDED_TYPES = new Set([
  'boolean',
  'literal',
  'enum',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'transform',
  'date',
]);
/** Types that wrap one inner schema under `innerType`. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
  'catch',
  'success',
]);

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);
const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/**
 * The places where `schema` takes a value without a domain bound, as `path: what is missing`: a number
 * without a finite minimum and maximum, a text, list or file without a maximum length or size, an object
 * of any keys without a maximum count, or a value of any kind. Empty when everything is bounded.
 */
export function unboundedParts(schema: $ZodType, path = '(root)', around: Around = {}): string[] {
  const visiting = new Set<$ZodType>();
  const walk = (node: $ZodType, at: string, context: Around): string[] => {
    if (visiting.has(node)) return [];
    visiting.add(node);
    try {
      return walkNode(node, at, context);
    } finally {
      visiting.delete(node);
    }
  };

  const walkNode = (node: $ZodType, at: string, context: Around): string[] => {
    const def = defOf(node);
    const checks = checksOf(def);
    const has = (name: string, key: 'value' | 'maximum' = 'maximum') =>
      checks.some((check) => check.check === name && finite(check[key]));
    const child = (name: string) => def[name] as $ZodType;

    if (BOUNDED_TYPES.has(def.type)) return [];
    if (WRAPPERS.has(def.type)) return walk(child('innerType'), at, context);
    switch (def.type) {
      case 'string':
        if (context.lengthsBoundedBefore || has('max_length') || has('length_equals', 'value')) return [];
        if (def.format && FIXED_LENGTH_FORMATS.has(def.format)) return [];
        return [`${at}: a text without a maximum length`];
      case 'number':
      case 'bigint':
        if (context.numbersBoundedAfter || (has('greater_than', 'value') && has('less_than', 'value')))
          return [];
        return [`${at}: a number without a finite minimum and maximum`];
      case 'array':
        return [
          ...(has('max_length') ? [] : [`${at}: a list without a maximum length`]),
          ...walk(child('element'), `${at}[]`, context),
        ];
      case 'file':
        return has('max_size') ? [] : [`${at}: a file without a maximum size`];
      case 'object': {
        const shape = def.shape as Record<string, $ZodType>;
        return [
          ...Object.entries(shape).flatMap(([key, value]) =>
            walk(value, at === '(root)' ? key : `${at}.${key}`, context),
          ),
          ...(def.catchall ? walk(child('catchall'), `${at}.*`, context) : []),
        ];
      }
      case 'record':
        return [
          ...(recordsWithMaxKeys.has(node) ? [] : [`${at}: an object without a maximum count of keys`]),
          ...walk(child('keyType'), `${at}{key}`, context),
          ...walk(child('valueType'), `${at}{}`, context),
        ];
      case 'tuple':
        return [
          ...(def.items as $ZodType[]).flatMap((item, index) => walk(item, `${at}[${index}]`, context)),
          ...(def.rest ? [`${at}: a tuple without a maximum length`] : []),
        ];
      case 'union':
        return (def.options as $ZodType[]).flatMap((option) => walk(option, at, context));
      case 'intersection':
        return [...walk(child('left'), at, context), ...walk(child('right'), at, context)];
      case 'lazy':
        return walk((def.getter as () => $ZodType)(), at, context);
      case 'pipe': {
        // A pipe's output bounds the numbers read from its input ('3' → 3); its input bounds the lengths its
        // output sees. Texts coming in must be bounded themselves: their length is work before any check.
        const input = child('in');
        const output = child('out');
        const outputBoundsNumbers =
          hasNumber(output) && walk(output, at, { ...context, lengthsBoundedBefore: true }).length === 0;
        const inputParts = walk(input, at, {
          ...context,
          numbersBoundedAfter: context.numbersBoundedAfter || outputBoundsNumbers,
        });
        const outputParts = walk(output, at, {
          ...context,
          lengthsBoundedBefore: context.lengthsBoundedBefore || inputParts.length === 0,
        });
        return [...inputParts, ...outputParts];
      }
      default:
        return [`${at}: a value of any kind (${def.type})`];
    }
  };

  return walk(schema, path, around);
}

/** Whether a schema's value is (or holds) a number, which its checks then bound. */
function hasNumber(schema: $ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'number' || def.type === 'bigint') return true;
  if (WRAPPERS.has(def.type)) return hasNumber(def.innerType as $ZodType);
  if (def.type === 'pipe') return hasNumber(def.out as $ZodType);
  if (def.type === 'union') return (def.options as $ZodType[]).some(hasNumber);
  return false;
}
