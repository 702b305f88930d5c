export { SchemaViewer, type SchemaViewerProps } from './SchemaViewer.tsx';
export { buildSchemaView, type BuildOptions } from './buildSchemaView.ts';
export type { SchemaUsage, SchemaView, PropertyView, VariantView, DiscriminatorView, ConstraintView, OmittedProperty } from './schemaView.ts';
