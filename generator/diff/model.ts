import { z } from 'zod';
import { HttpMethod } from '../normalize/model.ts';

/** A place in a spec file, as Redocly reports it. */
const Location = z.object({
  file: z.string(),
  pointer: z.string().optional(),
  line: z.number().int().optional(),
  col: z.number().int().optional(),
});

/**
 * What `redocly diff --format json` prints (report version 1): one entry per changed node, at
 * the first place the document reaches it, with the rules' verdicts. Only the fields we read.
 */
export const RedoclyReport = z.object({
  reportVersion: z.literal('1'),
  changes: z.array(
    z.object({
      path: z.string(),
      typeName: z.string().optional(),
      kind: z.enum(['added', 'removed', 'modified']),
      impact: z.enum(['major', 'minor', 'patch']),
      property: z.string().optional(),
      verdicts: z.array(z.object({ ruleId: z.string(), impact: z.enum(['major', 'minor', 'patch']), message: z.string(), location: Location.optional() })),
      base: Location.extend({ value: z.unknown().optional() }).optional(),
      revision: Location.extend({ value: z.unknown().optional() }).optional(),
    }),
  ),
});
export type RedoclyReport = z.infer<typeof RedoclyReport>;
export type RedoclyChange = RedoclyReport['changes'][number];

export const Severity = z.enum(['breaking', 'deprecation', 'non-breaking']);
export type Severity = z.infer<typeof Severity>;

/** The operation a change is about, by method and path (an operationId may be what changed). */
export const OperationRef = z.object({
  method: HttpMethod,
  path: z.string(),
  /** Its page name in the revision, or in the base when it was removed. */
  slug: z.string(),
});
export type OperationRef = z.infer<typeof OperationRef>;

/**
 * What a change is about, named as the spec names it, each where it applies: the site's changelog
 * writes its sentences from these (and the rule, kind and values) in every language, where the
 * English `message` could only be shown as it is.
 */
export const ChangeTarget = z.strictObject({
  parameter: z.strictObject({ name: z.string(), in: z.string() }).optional(),
  requestBody: z.literal(true).optional(),
  /** A response's status (`404`, `default`). */
  response: z.string().optional(),
  /** A response header's name. */
  header: z.string().optional(),
  mediaType: z.string().optional(),
  /** The component schema the change is in, when it is in one. */
  schema: z.string().optional(),
  /** The property's path in its schema: `owner.name`, `tags[]`. */
  property: z.string().optional(),
  /** The keyword that changed: `type`, `maximum`, `enum`, `required`, `operationId`… */
  keyword: z.string().optional(),
  server: z.string().optional(),
  securityScheme: z.string().optional(),
});
export type ChangeTarget = z.infer<typeof ChangeTarget>;

/** One classified change, as every output format and the changelog read it. */
export const SpecChange = z.object({
  /** Absent for changes to the whole API (servers, security schemes). */
  operation: OperationRef.optional(),
  severity: Severity,
  /** Redocly's rule id, or ours for what it reports without one (`operation-added`, `operation-deprecated`, …). */
  rule: z.string(),
  /** What happened to the node that changed. */
  kind: z.enum(['added', 'removed', 'modified']),
  /** What kind of node changed, as Redocly names it: `Operation`, `Parameter`, `Schema`, `Response`, `MediaType`, `Server`… (data only: no message shows it) */
  node: z.string().optional(),
  target: ChangeTarget.optional(),
  /**
   * The values gained or lost, where the rule is about some: the one enum value or property name
   * made required or optional (each is a change of its own), the schemes of security requirements.
   */
  values: z.array(z.unknown()).optional(),
  /** Where in the operation (or document), as a JSON pointer below it: `parameters/1/schema`. */
  at: z.string(),
  /** In English, for the command line, pull-request comments and annotations. */
  message: z.string(),
  /** In the revision; in the base (`side: 'base'`) for what the revision no longer has. */
  location: Location.extend({ side: z.enum(['base', 'revision']) }),
  /** The value before and after, where the change has one. */
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
export type SpecChange = z.infer<typeof SpecChange>;

export const SpecDiff = z.object({
  base: z.string(),
  revision: z.string(),
  /** Each document's `info.version`. */
  versions: z.object({ base: z.string(), revision: z.string() }),
  changes: z.array(SpecChange),
});
export type SpecDiff = z.infer<typeof SpecDiff>;
