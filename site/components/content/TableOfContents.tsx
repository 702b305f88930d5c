import type { TocEntry } from '../../content-pipeline/rehypeHeadings.ts';
import { useT } from '../../i18n/i18n.tsx';

/** "On this page": the page's h2 and h3 headings. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p id="toc-title" className="toc-title">
        {t('toc.title')}
      </p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`toc-depth-${entry.depth}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
