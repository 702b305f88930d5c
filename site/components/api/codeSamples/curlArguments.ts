import type { MultipartField } from './multipartFields.ts';
import type { Header } from './requestShape.ts';
import { shellSingleQuote, shellWord } from './shellQuote.ts';

/** The word after -H: `Name: value`; an empty value is written `Name;`, as `Name:` would make curl drop the header. */
export function curlHeader(header: Header): string {
  if (header.value.every((part) => part === '')) return shellSingleQuote(`${header.name};`);
  return shellWord([`${header.name}: `, ...header.value]);
}

/**
 * A form field's option. `-F name=@path` uploads a file. A text value that -F would read as a
 * file (`@…`, `<…`) or as options (`;type=…`, quotes) goes through --form-string, which takes
 * it literally.
 */
export function curlForm(field: MultipartField): string {
  if (field.file) return `-F ${shellSingleQuote(`${field.name}=@${field.value}`)}`;
  const literal = /^[@<]|[;"]/.test(field.value);
  return `${literal ? '--form-string' : '-F'} ${shellSingleQuote(`${field.name}=${field.value}`)}`;
}
