declare module 'virtual:code-sample-templates' {
  /**
   * Each code sample template, compiled by Handlebars, by its language: every language of
   * ./languages.ts has one, or the bundling fails (./sampleTemplates.ts).
   */
  const templates: Record<import('./languages.ts').Language, TemplateSpecification>;
  export default templates;
}
