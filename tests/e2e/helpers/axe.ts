import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, NodeResult, Result, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0 and 2.1, levels A and AA; colour contrast is an AA rule and stays switched on. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'color-contrast': { enabled: true } },
  resultTypes: ['violations'],
};

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const SNIPPET_CHARS = 160;

/**
 * Runs axe-core in the page (or in one frame, such as the app inside the Telegram harness) and
 * returns its serious and critical violations, each as readable text; an empty list is a pass.
 */
export async function seriousAxeViolations(target: Page | Frame): Promise<string[]> {
  // Evaluated through the DevTools protocol rather than a <script> tag, so no page policy blocks it.
  const isLoaded = await target.evaluate(() => 'axe' in window);
  if (!isLoaded) await target.evaluate(`${axeSource}\n;undefined`);
  const results = await target.evaluate(
    (options) =>
      (window as unknown as { axe: { run(o: unknown): Promise<AxeResults> } }).axe.run(options),
    AXE_OPTIONS,
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(describeViolation);
}

/** One violation as text: rule, impact and help, then each failing element with why it fails. */
function describeViolation(violation: Result): string {
  const lines = [`${violation.id} (${violation.impact}): ${violation.help}`];
  for (const node of violation.nodes) lines.push(...describeNode(node));
  return lines.join('\n');
}

function describeNode(node: NodeResult): string[] {
  const snippet =
    node.html.length > SNIPPET_CHARS ? `${node.html.slice(0, SNIPPET_CHARS)}…` : node.html;
  const why = (node.failureSummary ?? '').split('\n').map((line) => `      ${line.trim()}`);
  return [`  at ${node.target.join(' >>> ')}`, `    ${snippet}`, ...why];
}
