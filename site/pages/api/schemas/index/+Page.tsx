import { useData } from 'vike-react/useData';
import { schemaPath } from '../../../../components/api/schemaPath.ts';
import { Link } from '../../../../components/common/Link.tsx';
import { schemaSidebar } from '../../../../generated/schemaSidebar.ts';
import type { Data } from './+data.ts';
import '../../../../components/api/api.css';

/**
 * Every named schema, by name, each linked to its page: the list comes with the page's code
 * (shared with the sidebar's Schemas group, which loads it once opened), not in its data.
 */
export default function Page() {
  const { title, description } = useData<Data>();
  return (
    <article className="page-article schema-index">
      <h1 className="page-title">{title}</h1>
      <p>{description}</p>
      <ul className="schema-index-list">
        {schemaSidebar.map((item) => (
          <li key={item.slug}>
            <Link to={schemaPath(item.name)!} data-deprecated={item.deprecated || undefined}>
              <code dir="ltr">{item.name}</code>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
