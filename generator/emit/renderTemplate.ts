import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';

const TEMPLATES = new URL('../../templates/generated/', import.meta.url);

// Generated modules hold data as JSON literals: two-space indented, so that a spec change
// shows as a readable diff in review and in `npm run check`.
const handlebars = Handlebars.create();
handlebars.registerHelper('json', (value: unknown) => JSON.stringify(value, null, 2));

const cache = new Map<string, HandlebarsTemplateDelegate>();

/** Renders `templates/generated/<name>.hbs`; templates are compiled once per process. */
export function renderTemplate(name: string, data: object): string {
  let template = cache.get(name);
  if (!template) {
    template = handlebars.compile(readFileSync(new URL(`${name}.hbs`, TEMPLATES), 'utf8'), { noEscape: false, strict: true });
    cache.set(name, template);
  }
  return template(data);
}
