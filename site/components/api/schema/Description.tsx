import { renderDescription } from '../../../content-pipeline/renderDescription.ts';
import { useLocale } from '../../../i18n/i18n.tsx';

/**
 * A schema description: the spec's Markdown through the same sanitising pipeline as every other
 * description (the viewer renders at build time, so the pipeline never ships to the browser).
 * `dir="auto"`: the spec's English keeps its punctuation in place on a Hebrew page.
 */
export function Description({ text }: { text: string }) {
  const locale = useLocale();
  return <div className="schema-description" dir="auto" dangerouslySetInnerHTML={{ __html: renderDescription(text, locale) }} />;
}
