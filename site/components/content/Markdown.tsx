import './Markdown.css';

/**
 * HTML compiled from Markdown at build time (site/content-pipeline): sanitised there (raw HTML
 * in the source is dropped), so it is safe to insert. Tabs and copy buttons inside it are
 * enhanced by useContentEnhancements in the layout.
 */
export function Markdown({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`markdown ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
