declare module 'virtual:code-sample-templates' {
  /** Each code sample template, compiled by Handlebars, by its language (./sampleTemplates.ts). */
  const templates: Record<string, TemplateSpecification>;
  export default templates;
}
