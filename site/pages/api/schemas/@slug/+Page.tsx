import { useData } from 'vike-react/useData';
import { ArticlePage } from '../../../../components/api/ArticlePage.tsx';
import type { Data } from './+onBeforeRender.ts';
// The article's components render at build time only (renderSchemaArticle): their styles come with the page.
import '../../../../components/api/api.css';
import '../../../../components/api/schema/SchemaViewer.css';
import '../../../../components/content/Markdown.css';
import 'virtual:code-colours.css';

export default function Page() {
  const data = useData<Data>();
  return <ArticlePage className="schema-article" previous={data.previous} next={data.next} toc={data.toc} />;
}
