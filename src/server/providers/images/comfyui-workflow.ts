import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The values our code writes into a workflow, by placeholder name (`{{prompt}}` and so on). */
export const WORKFLOW_PLACEHOLDERS = [
  'prompt',
  'negative_prompt',
  'width',
  'height',
  'seed',
  'cfg',
  'steps',
  'checkpoint',
] as const;
export type WorkflowValues = Record<string, string | number>;

/** What a kind of workflow may name and must name, and the file shipped for it. */
export interface WorkflowKind {
  placeholders: readonly string[];
  /** The placeholder without which every job would ignore what it was asked. */
  required: string;
  /** Why that placeholder is required, for the error message. */
  requiredBecause: string;
  shipped: URL;
}

/** The text-to-image workflow of the image provider. */
const IMAGE_WORKFLOW: WorkflowKind = {
  placeholders: WORKFLOW_PLACEHOLDERS,
  required: 'prompt',
  requiredBecause: 'every picture would ignore the prompt',
  shipped: new URL('./comfyui-workflow.json', import.meta.url),
};

/** ComfyUI's API format: node id → the node's class and inputs (links are `[nodeId, output]`). */
const workflowSchema = z
  .record(
    z.string(),
    z.looseObject({ class_type: z.string().min(1), inputs: z.record(z.string(), z.unknown()) }),
  )
  .refine((nodes) => Object.keys(nodes).length > 0, 'has no nodes');
export type ComfyWorkflow = z.infer<typeof workflowSchema>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;
const WHOLE_PLACEHOLDER = /^\{\{\s*([A-Za-z_]+)\s*\}\}$/;

function placeholdersIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(PLACEHOLDER)) found.add(match[1] as string);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) placeholdersIn(item, found);
  }
  return found;
}

/**
 * Reads and checks a workflow: `path` when given, else the one shipped beside this file. Throws
 * with the reason when the file is missing, not JSON, not in API format, or names a placeholder
 * we do not fill, so a bad file stops the server at start instead of failing every job.
 */
export function readWorkflow(path?: string, kind: WorkflowKind = IMAGE_WORKFLOW): ComfyWorkflow {
  const source = path ?? kind.shipped;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${String(source)} as JSON: ${(error as Error).message}`);
  }
  if (json && typeof json === 'object' && 'nodes' in json && 'links' in json) {
    throw new Error(
      'it is a UI workflow; export it from ComfyUI with "Export (API)" ("Save (API Format)" in older versions)',
    );
  }
  const parsed = workflowSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`it is not an API-format workflow (${issues.join('; ')})`);
  }
  const used = placeholdersIn(parsed.data);
  const unknown = [...used].filter((name) => !kind.placeholders.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `it uses unknown placeholders ${unknown.map((name) => `{{${name}}}`).join(', ')}; known are ${kind.placeholders.map((name) => `{{${name}}}`).join(', ')}`,
    );
  }
  if (!used.has(kind.required)) {
    throw new Error(`it has no {{${kind.required}}} placeholder, so ${kind.requiredBecause}`);
  }
  return parsed.data;
}

/** Why the workflow at `path` cannot be used, or null when it can (for the environment check). */
export function workflowFileProblem(
  path: string,
  kind: WorkflowKind = IMAGE_WORKFLOW,
): string | null {
  try {
    readWorkflow(path, kind);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function fill(value: unknown, values: WorkflowValues): unknown {
  if (typeof value === 'string') {
    // A string that is only a placeholder takes the value's own type (ComfyUI wants numbers as numbers).
    const whole = WHOLE_PLACEHOLDER.exec(value);
    if (whole) return values[whole[1] as string];
    return value.replace(PLACEHOLDER, (_, name: string) => String(values[name]));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(item, values)]),
    );
  }
  return value;
}

/** A copy of `workflow` with every placeholder replaced by its value. */
export function fillWorkflow(workflow: ComfyWorkflow, values: WorkflowValues): ComfyWorkflow {
  return fill(workflow, values) as ComfyWorkflow;
}
