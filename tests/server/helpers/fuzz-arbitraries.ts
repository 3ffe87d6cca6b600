import fc from 'fast-check';
import type { z } from 'zod';
import { MAX_JSON_DEPTH } from '../../../src/server/api/json-depth';

/** Strings that tend to break servers: NUL and other controls, lone surrogates, RTL marks, long runs. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\r\n',
    '\ud800',
    '\u202e',
    '../../etc/passwd',
    '%00',
    '%',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '/\\evil.example',
    '😀'.repeat(50),
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 513, max: 9000 }).map((length) => 'x'.repeat(length)),
);

/** Numbers at and past every edge a schema or a database column has. */
const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    Number.MIN_VALUE,
    0.5,
    4_102_444_800_001,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** How JSON can nest: arrays in arrays, objects in objects, or both in turn. */
export type NestingShape = 'array' | 'object' | 'mixed';

/** JSON text nesting `depth` arrays and/or objects around `inner`, built without recursion. */
export function nestedJson(depth: number, shape: NestingShape, inner = 'null'): string {
  if (shape === 'array') return `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
  if (shape === 'object') return `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
  const pairs = Math.floor(depth / 2);
  const odd = depth % 2 === 1;
  return `${'{"a":['.repeat(pairs)}${odd ? '[' : ''}${inner}${odd ? ']' : ''}${']}'.repeat(pairs)}`;
}

/** Depths at the API's nesting limit, just past it, far past it and deep enough to break recursion. */
export const NESTING_DEPTHS = [MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 1000, 100_000] as const;

/** JSON text nested at or past the limit, as an attacker sends it. */
export const deeplyNestedJson = fc
  .tuple(
    fc.constantFrom(...NESTING_DEPTHS),
    fc.constantFrom<NestingShape>('array', 'object', 'mixed'),
  )
  .map(([depth, shape]) => nestedJson(depth, shape));

/** A value of the wrong kind for any field: other JSON, or a nasty string or number. */
export const wrongValue = fc.oneof(anyJson, nastyString, nastyNumber, fc.constant(null));

interface ZodDef {
  type: string;
  format?: string;
  checks?: Array<{ _zod: { def: ZodCheck } }>;
  [key: string]: unknown;
}
interface ZodCheck {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  pattern?: RegExp;
  format?: string;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const checksOf = (def: ZodDef) => [
  ...(def.check ? [def as unknown as ZodCheck] : []),
  ...(def.checks ?? []).map((check) => check._zod.def),
];

/** Strings the schema would take: known ones it accepts, ones matching its pattern or lengths. */
function cleanString(schema: z.ZodType, def: ZodDef, known: readonly string[]) {
  const checks = checksOf(def);
  const options: fc.WeightedArbitrary<string>[] = [];
  const accepted = known.filter((value) => schema.safeParse(value).success);
  if (accepted.length > 0) options.push({ arbitrary: fc.constantFrom(...accepted), weight: 6 });
  const pattern = checks.find((check) => check.pattern)?.pattern;
  if (pattern) {
    try {
      options.push({ arbitrary: fc.stringMatching(pattern), weight: 3 });
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): the other options do.
    }
  }
  if (def.format === 'url') options.push({ arbitrary: fc.webUrl(), weight: 3 });
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum ?? 40;
  options.push({
    arbitrary: fc.string({ minLength, maxLength: Math.min(Math.max(minLength, maxLength), 64) }),
    weight: 2,
  });
  return fc.oneof(...options);
}

/** Numbers within the schema's bounds, whole when it asks for whole numbers. */
function cleanNumber(def: ZodDef) {
  const checks = checksOf(def);
  const low = checks.find((check) => check.check === 'greater_than')?.value ?? -5;
  const high = checks.find((check) => check.check === 'less_than')?.value ?? 100;
  const whole = checks.some((check) => check.format === 'safeint' || check.format === 'int32');
  const min = Math.max(low, -1000);
  const max = Math.max(min, Math.min(high, 10_000));
  return whole
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

const OPTIONAL_WRAPPERS = new Set(['optional', 'default', 'prefault', 'catch']);
const WRAPPERS = new Set([...OPTIONAL_WRAPPERS, 'nullable', 'readonly', 'nonoptional']);

/**
 * Values shaped like `schema`. `clean` ones would mostly pass it (its enum options, strings from
 * `known` it accepts or matching its pattern, numbers within bounds, required fields present), so
 * they reach the handlers; `mutated` ones also drop fields, replace some with values of the
 * wrong kind, and use nasty strings and edge numbers.
 */
export function shapedLike(
  schema: z.ZodType,
  known: readonly string[],
  mode: 'clean' | 'mutated',
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const child = (inner: unknown) => shapedLike(inner as z.ZodType, known, mode, depth + 1);
  const mutated = mode === 'mutated';
  if (WRAPPERS.has(def.type)) return child(def.innerType);
  switch (def.type) {
    case 'string': {
      const clean = cleanString(schema, def, known);
      return mutated
        ? fc.oneof({ arbitrary: clean, weight: 2 }, { arbitrary: nastyString, weight: 1 })
        : clean;
    }
    case 'number':
      return mutated ? fc.oneof(cleanNumber(def), nastyNumber) : cleanNumber(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = Object.entries(def.shape as Record<string, z.ZodType>);
      const fields = Object.fromEntries(
        shape.map(([key, field]) => [
          key,
          mutated
            ? fc.oneof({ arbitrary: child(field), weight: 5 }, { arbitrary: wrongValue, weight: 1 })
            : child(field),
        ]),
      );
      const required = shape
        .filter(([, field]) => !OPTIONAL_WRAPPERS.has(defOf(field).type))
        .map(([key]) => key);
      return fc.record(fields, { requiredKeys: mutated ? [] : required });
    }
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(child(def.element), { minLength: mutated ? 0 : 1, maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(child));
    case 'record':
      return fc.dictionary(
        mutated
          ? fc.oneof(fc.string({ maxLength: 12 }), nastyString)
          : fc.string({ minLength: 1, maxLength: 12 }),
        child(def.valueType),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(child));
    case 'pipe':
      return child(def.in);
    default:
      return anyJson;
  }
}

/** Percent-encodes like `encode`, with `%ED%A0%80` for a lone surrogate, which it refuses. */
const safely = (encode: (text: string) => string) => (text: string) => {
  try {
    return encode(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** A path segment as a browser or an attacker may send it: encoded, raw and broken escapes. */
export const weirdPathSegment = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%0d%0ab',
      '%0a',
      '%ff',
      '%E0%A4%A',
      '%25',
      '..',
      '%2e%2e%2f',
      '%5c',
      '',
      '%20',
    ),
  },
  fc.string({ unit: 'binary', maxLength: 20 }).map(safely(encodeURIComponent)),
  fc
    .string({ maxLength: 20 })
    .map((text) => text.replace(/[#?]/g, ''))
    .map(safely(encodeURI)),
);

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };

/** Every string, number and boolean inside `value`, with where it sits. */
function leavesOf(value: unknown, found: Leaf[] = []): Leaf[] {
  if (typeof value !== 'object' || value === null) return found;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof item === 'object' && item !== null) leavesOf(item, found);
    else found.push({ parent: value as Leaf['parent'], key, value: item });
  }
  return found;
}

/**
 * `valid` with exactly one field replaced: a string by a nasty string, a number by an edge
 * number, anything by a value of the wrong kind. The rest stays valid, so the bad value gets as
 * far into the handler as it can.
 */
export function withOneFieldBroken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), nastyString, nastyNumber, wrongValue, fc.nat({ max: 3 }))
    .map(([value, pick, text, number, wrong, kind]) => {
      const copy = structuredClone(value);
      const leaves = leavesOf(copy);
      const leaf = leaves[pick % Math.max(leaves.length, 1)];
      if (!leaf) return copy;
      const replacement = kind === 0 ? wrong : typeof leaf.value === 'number' ? number : text;
      (leaf.parent as Record<string | number, unknown>)[leaf.key] = replacement;
      return copy;
    });
}
