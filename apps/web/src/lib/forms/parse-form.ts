// The one way a server action reads a form: FormData → the object the contract's schema expects, checked by
// that schema, with the contract's own Persian field errors (`describeIssue`, the mapping the API answers
// problem+json with) when it fails. The schema leads the reading: a field the schema wants as a number is read
// from Persian, Arabic-Indic or Latin digits with separators (@bazaar/fa parseNumberInput), a list from
// repeated keys, an object from dotted names (`items.0.quantity`) or from parallel repeated names, a boolean
// from a checkbox; text is trimmed; an empty text is null where the schema allows null, absent where it is
// optional, and stays '' where it is required (so it reads «این فیلد الزامی است»). Only the schema's own keys
// are read, so extra fields (returnTo, Next's action ids) never fail a strict object. Files are never read: an
// action uploads them and passes their ids as values.
import { idParamSchema } from '@bazaar/contracts/categories';
import { describeIssue, type ValidationRule } from '@bazaar/contracts/validation-messages';
import { toPersianDigits } from '@bazaar/fa/digits';
import { parseTomansToRials } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import { parseNumberInput } from '@bazaar/fa/number-input';
import type { z } from 'zod';
import type { FieldErrors } from '../api-problem';

/** A field reader: the typed text (never empty) → the schema's value; return the text itself when unreadable. */
export type FieldReader = (text: string) => unknown;

export interface ParseFormOptions {
  /**
   * The schema path of a form field, when the form names it otherwise (`quantity.0` → `items.0.quantity`);
   * null skips the field. Without it a field's name is its path.
   */
  rename?: (name: string) => string | null;
  /**
   * Readers for fields whose typed text is not the schema's value as it is (tomans → Rials, a Jalali day → an
   * ISO day), by path; `*` stands for any list index (`items.*.unitPriceRials`).
   */
  read?: Record<string, FieldReader>;
  /** Text fields (paths as in `read`) normalised with @bazaar/fa normalizePersian (ی/ک, digits, spaces). */
  normalize?: readonly string[];
  /** What an empty or absent field means where the form says so and the schema does not (a blank lead time: 0). */
  empty?: Record<string, unknown>;
  /**
   * Lists whose rows are named by an id instead of an index (`items.{itemId}.unitPriceRials`): the list's path →
   * the row field that takes the id.
   */
  keyedBy?: Record<string, string>;
  /** Values the action knows that the form does not carry (uploaded files' ids, a route's id), set by path. */
  values?: Record<string, unknown>;
}

/**
 * One failed field: its schema path ('items.0.quantity'), the validation rule and the Persian message the API
 * would answer, and Zod's issue code ('too_small', 'too_big'…) for a form that words a bound its own way.
 */
export interface FormIssue {
  field: string;
  rule: ValidationRule;
  message: string;
  code: string;
}

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; issues: FormIssue[] };

/**
 * Tomans typed in Persian or Latin digits (@bazaar/fa parseTomansToRials, decision 015) → whole Rials. More
 * tomans than a number holds exactly reads as Number.MAX_SAFE_INTEGER, above every bound of the contracts, so
 * the schema says «too large»; anything else that is not a whole number of tomans stays text, so it says
 * «فقط عدد وارد کنید».
 */
export const tomansToRials: FieldReader = (text) => {
  const typed = parseTomansToRials(text);
  if (typed.ok) return typed.rials;
  return typed.reason === 'too-large' ? Number.MAX_SAFE_INTEGER : text;
};

/**
 * The text typed in each named field ('' when absent), for a form that shows what was typed again when the
 * server answers (it works without JavaScript); what is sent is read with parseForm.
 */
export function formTexts<N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  const texts = {} as Record<N, string>;
  for (const name of names) {
    const value = form.get(name);
    texts[name] = typeof value === 'string' ? value : '';
  }
  return texts;
}

/**
 * A `rename` from a table of the form's names (`{ body: 'bodyHtml' }`); null leaves a name out (a field the
 * action computes itself must not be posted as it is), and every other name is its own path.
 */
export function renameFields(names: Record<string, string | null>): (name: string) => string | null {
  return (name) => (Object.hasOwn(names, name) ? (names[name] ?? null) : name);
}

/**
 * The public id in the form's field `name` (the contract's path id: Latin digits within int4, as forms render it), or
 * null: the row a one-button form acts on.
 */
export function formId(form: FormData, name = 'id'): number | null {
  const parsed = parseForm(idParamSchema, form, { rename: (field) => (field === name ? 'id' : null) });
  return parsed.ok ? parsed.data.id : null;
}

/** Reads `form` with `schema` (see the file's comment); errors are keyed by schema path, first message wins. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
  options: ParseFormOptions = {},
): ParsedForm<z.output<S>> {
  const tree = treeOf(form, options.rename);
  const input = (readValue(schema, tree, [], options) ?? {}) as Record<string, unknown>;
  for (const [path, value] of Object.entries(options.values ?? {})) setPath(input, path.split('.'), value);
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => {
    const { rule, message } = describeIssue(issue);
    return { field: issue.path.map(String).join('.'), rule, message: toPersianDigits(message), code: issue.code };
  });
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.field] ??= issue.message;
  return { ok: false, errors, issues };
}

// A form's entries as a tree: dotted names are branches, every value of a name (repeated keys) a leaf list.
type Leaf = { values: string[] };
type Node = Leaf | { [key: string]: Node };
const isLeaf = (node: Node | undefined): node is Leaf => Array.isArray((node as Leaf | undefined)?.values);

/** Names no form field may take as a step of its path (they would reach an object's prototype). */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function treeOf(form: FormData, rename: ParseFormOptions['rename']): Node {
  const root: Record<string, Node> = {};
  entries: for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const path = rename ? rename(name) : name;
    if (!path) continue;
    const keys = path.split('.');
    if (keys.some((key) => UNSAFE_KEYS.has(key))) continue;
    let node: Record<string, Node> = root;
    for (const key of keys.slice(0, -1)) {
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (isLeaf(next)) continue entries; // `a` was sent as a value: `a.b` cannot also be a branch
      node[key] = next ?? {};
      node = node[key] as Record<string, Node>;
    }
    const last = keys[keys.length - 1] ?? '';
    const leaf = Object.hasOwn(node, last) ? node[last] : undefined;
    if (leaf === undefined) node[last] = { values: [value] };
    else if (isLeaf(leaf)) leaf.values.push(value);
  }
  return root;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema under its wrappers, and whether it takes null or may be absent. */
function unwrap(schema: z.ZodType): { base: z.ZodType; nullable: boolean; optional: boolean } {
  let nullable = false;
  let optional = false;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'nullable') nullable = true;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    if (def.innerType) current = def.innerType;
    // A preprocess pipe reads its output's shape; a transform or a pipe reads its input's.
    else if (def.type === 'pipe' && def.in && def.out) current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return { base: current, nullable, optional };
  }
}

/** A path's pattern for `read` and `normalize`: list indexes as `*`. */
const patternOf = (path: string[]) => path.map((key) => (/^\d+$/.test(key) ? '*' : key)).join('.');

function readValue(schema: z.ZodType, node: Node | undefined, path: string[], options: ParseFormOptions): unknown {
  const { base, nullable, optional } = unwrap(schema);
  const type = defOf(base).type;
  const pattern = patternOf(path);
  const empty = () =>
    options.empty && Object.hasOwn(options.empty, pattern)
      ? options.empty[pattern]
      : nullable
        ? null
        : optional
          ? undefined
          : type === 'string'
            ? ''
            : undefined;
  const reader = options.read?.[pattern];
  if (reader && (node === undefined || isLeaf(node))) {
    const text = node?.values[0];
    return text === undefined || text.trim() === '' ? empty() : reader(text.trim());
  }

  if (type === 'object') {
    if (isLeaf(node)) return undefined;
    const shape = defOf(base).shape ?? {};
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const read = readValue(field, node?.[key], [...path, key], options);
      if (read !== undefined) value[key] = read;
    }
    return path.length && optional && Object.keys(value).length === 0 ? empty() : value;
  }
  if (type === 'array') {
    const element = defOf(base).element as z.ZodType;
    const idField = options.keyedBy?.[pattern];
    const row = (key: string): Node | undefined => {
      const found = (node as Record<string, Node>)[key];
      return idField && found && !isLeaf(found) ? { ...found, [idField]: { values: [key] } } : found;
    };
    const keys = Object.keys(node ?? {});
    const items = isLeaf(node)
      ? node.values.map((text, i) => readValue(element, { values: [text] }, [...path, String(i)], options))
      : node && keys.length && !keys.some((key) => /^\d+$/.test(key))
        ? zipRows(node).map((zipped, i) => readValue(element, zipped, [...path, String(i)], options))
        : keys
            .filter((key) => /^\d+$/.test(key))
            .sort((a, b) => Number(a) - Number(b))
            .map((key) => readValue(element, row(key), [...path, key], options));
    const kept = items.filter((item) => item !== undefined);
    return kept.length === 0 && node === undefined ? empty() : kept;
  }

  const text = isLeaf(node) ? node.values[0] : undefined;
  if (type === 'boolean') {
    // An unticked checkbox is not sent; a radio's blank choice («نامشخص») says nothing either.
    if (text === undefined || text === '') return optional ? empty() : false;
    return ['on', 'true', '1'].includes(text) ? true : ['off', 'false', '0'].includes(text) ? false : text;
  }
  if (text === undefined || text.trim() === '') return empty();
  if (type === 'number' || type === 'bigint') return parseNumberInput(text) ?? text;
  return options.normalize?.includes(pattern) ? normalizePersian(text) : text.trim();
}

/**
 * Rows from parallel repeated fields (`images.fileId` twice and `images.alt` twice → two rows of both), the
 * way a form repeats a group of inputs without numbering them.
 */
function zipRows(node: Record<string, Node>): Node[] {
  const columns = Object.entries(node).filter((entry): entry is [string, Leaf] => isLeaf(entry[1]));
  const count = Math.max(0, ...columns.map(([, leaf]) => leaf.values.length));
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(
      columns.flatMap(([key, leaf]) => (leaf.values[i] === undefined ? [] : [[key, { values: [leaf.values[i]] }]])),
    ),
  );
}

function setPath(target: Record<string, unknown>, keys: string[], value: unknown) {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] ?? ''] = value;
}
