import 'virtual:code-colours.css';
import './Markdown.css';

/**
 * HTML compiled from Markdown at build time (site/content-pipeline): sanitised there (raw HTML
 * in the source is dropped), so it is safe to insert. Tabs and copy buttons inside it are
 * enhanced by useContentEnhancements in the layout. Text from the spec may be English on a Hebrew
 * page until it is translated: `dir="auto"` lets the browser pick its direction from the text.
 */
export function Markdown({ html, className = '', dir }: { html: string; className?: string; dir?: 'auto' }) {
  return <div className={`markdown ${className}`} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />;
}
