import type { SchemaNode } from '../../../../generator/normalize/model.ts';
import { Children } from './NodeChildren.tsx';
import { NodeFacts } from './NodeFacts.tsx';
import { NodeHead } from './NodeHead.tsx';
import { buildSchemaView, type SchemaUsage, type SchemaView } from './schemaView.ts';
import './SchemaViewer.css';

export interface SchemaViewerProps {
  schema: SchemaNode;
  /** The page's schema table (`OperationPage.schemas`), which every `ref` names an entry of. */
  schemas: Record<string, SchemaNode>;
  /** A request body or parameter (read-only properties left out) or a response (write-only left out). */
  usage: SchemaUsage;
  /** The id of the root, and the start of every id under it; distinct per viewer on a page. */
  anchorPrefix: string;
  /**
   * The viewer of a named schema's own page (issue 34), whose root is `{ ref }` to it: the page's
   * heading names it, so the root's line says only what the name does not (`string<date-time>`
   * for Timestamp, read-only), and is left out when nothing is left (an object's); its
   * description is the page's, not repeated.
   */
  ownPage?: boolean;
}

/**
 * One schema as an expandable tree: types, required marks, constraints, values, flags, variants
 * and links back up for circular references, every node with its own anchor; a named schema's
 * name links to its page. The one viewer for request bodies, responses, headers, parameters and
 * the named schemas' own pages. API pages render it at build time (its
 * details and tabs need no React); the layout reveals anchors inside it (useContentEnhancements).
 */
export function SchemaViewer({ schema, schemas, usage, anchorPrefix, ownPage = false }: SchemaViewerProps) {
  const view = buildSchemaView(schema, schemas, usage, anchorPrefix);
  const { description: _, ...withoutDescription } = view;
  return (
    <div className="schema-viewer" id={view.anchor}>
      {!ownPage ? <NodeHead view={view} /> : saysMoreThanItsName(view) && <NodeHead view={view} linked={false} typed={false} />}
      <NodeFacts view={ownPage ? withoutDescription : view} />
      <Children view={view} />
    </div>
  );
}

/** Whether a named schema's line says anything its page's heading does not (which names it and marks it deprecated): what it is made of, or a flag. */
const saysMoreThanItsName = (view: SchemaView) => view.baseType !== undefined || view.readOnly || view.writeOnly || view.createOnly || view.unresolved === true;
