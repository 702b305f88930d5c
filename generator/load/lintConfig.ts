import { createConfig, loadConfig, type Config } from '@redocly/openapi-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { UserError, type Problem } from '../problems.ts';
import { relative, withoutYamlPlace } from './locateProblem.ts';
import { tolerated, type ValueAt } from './tolerated.ts';

// load/index.ts takes it from here, beside the other decisions of what stops generation.
export { tolerated };

/**
 * Rules whose failure leaves nothing sound to render: a node of the wrong type, a reference to
 * nothing, two operations claiming one id. They stop the generator whatever the ruleset says;
 * other rules (even MUSTs of the specification that public documents break, such as GitHub's
 * paths differing only in parameter names) are warnings unless the team's config says otherwise.
 */
export const FATAL_RULES = new Set(['struct', 'no-unresolved-refs', 'operation-operationId-unique']);

/**
 * Whether a problem stops generation. With the team's own config (`strict`), every error does.
 * Otherwise only {@link FATAL_RULES}, except what {@link tolerated} reads as the writer meant it.
 */
export function isFatal(problem: Problem, strict: boolean, valueAt: ValueAt): boolean {
  if (problem.severity !== 'error') return false;
  if (strict) return true;
  return FATAL_RULES.has(problem.rule ?? '') && tolerated(problem, valueAt) === undefined;
}

export interface LintOptions {
  /**
   * Validate every example against its schema. It is most of the lint's time (0.85 s of 0.92 s
   * on our spec), so `generate` leaves it to `check`, which CI runs on every change.
   */
  validateExamples: boolean;
}

/** Where a spec's own ruleset is, if it has one: `redocly.yaml` beside it (where Redocly's findConfig looks). */
export const configBeside = (specFile: string) => path.join(path.dirname(path.resolve(specFile)), 'redocly.yaml');

/**
 * A link to documentation elsewhere (`externalDocs`) needs an absolute http or https URL: the site
 * cannot resolve a relative one (the spec names no base for it) and never links a `javascript:`
 * one. Such a link is left out (generator/normalize/externalDocs.ts), which this rule, a warning,
 * says where. A team's `redocly.yaml` decides its own rules: ours (spec/redocly.yaml) has this one
 * as an error, and docs/adopting.md shows it.
 */
export const EXTERNAL_DOCS_URL = 'rule/external-docs-url';
export const EXTERNAL_DOCS_URL_RULE = {
  subject: { type: 'ExternalDocs', property: 'url' },
  assertions: { pattern: '/^https?:\\/\\/[^\\s/?#]+([/?#]\\S*)?$/i' },
  message: 'An external documentation link needs an absolute http or https URL: this one is left out.',
};

const EXAMPLE_RULES = ['no-invalid-media-type-examples', 'no-invalid-schema-examples', 'no-invalid-parameter-examples'];

/**
 * The spec's own `redocly.yaml` (beside it, {@link configBeside}) when it has one: then every error of
 * that ruleset is fatal, as the team chose. Otherwise only {@link FATAL_RULES} run: any valid
 * document goes through, and a large one is not held up by style rules nobody asked for
 * (GitHub's 13 MB description lints in 0.8 s this way, 3.2 s with the recommended set).
 */
export async function lintConfig(specFile: string, { validateExamples }: LintOptions): Promise<{ config: Config; strict: boolean }> {
  const configPath = configBeside(specFile);
  if (existsSync(configPath)) {
    const config = await loadConfig({ configPath }).catch((error: unknown) => {
      // Its own file, not the generator, is what failed: said where, as a problem of the spec's.
      const { message, line, col } = withoutYamlPlace(error instanceof Error ? error.message : String(error));
      const file = relative(configPath);
      throw new UserError(`The lint configuration ${file} could not be read.`, [{ file, ...(line === undefined ? {} : { line, col }), message, severity: 'error' }]);
    });
    if (!validateExamples) config.skipRules(EXAMPLE_RULES);
    return { config, strict: true };
  }
  const rules = Object.fromEntries([...FATAL_RULES].map((rule) => [rule, 'error' as const]));
  return { config: await createConfig({ rules: { ...rules, [EXTERNAL_DOCS_URL]: { ...EXTERNAL_DOCS_URL_RULE, severity: 'warn' } } }), strict: false };
}
