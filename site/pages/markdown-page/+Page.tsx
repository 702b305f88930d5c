import { useData } from 'vike-react/useData';
import { Markdown } from '../../components/content/Markdown.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  return (
    <article className="page-article standalone-page" lang={page.fallback ? 'en' : undefined} data-pagefind-body="" data-pagefind-meta="group:pages">
      <h1 className="page-title">{page.title}</h1>
      <Markdown html={page.html} />
    </article>
  );
}
