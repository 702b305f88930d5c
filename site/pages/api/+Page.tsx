import { useData } from 'vike-react/useData';
import { groupAnchor } from '../../components/api/groupAnchor.ts';
import { Link } from '../../components/common/Link.tsx';
import { MethodBadge } from '../../components/common/MethodBadge.tsx';
import { Markdown } from '../../components/content/Markdown.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { Data } from './+data.ts';
import '../../components/api/api.css';

export default function Page() {
  const { info, groups } = useData<Data>();
  const t = useT();
  return (
    <article className="page-article api-root">
      <h1 className="page-title">
        {info.title} <span className="api-version">{info.version}</span>
      </h1>
      {info.summary && <p className="api-summary">{info.summary}</p>}
      <Markdown html={info.descriptionHtml} />
      <section aria-labelledby="servers">
        <h2 id="servers">{t('api.servers')}</h2>
        <ul>
          {info.servers.map((server) => (
            <li key={server.url}>
              <code>{server.url}</code> {server.description && `— ${server.description}`}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="operations">
        <h2 id="operations">{t('api.operations')}</h2>
        {groups.map((group) => (
          <section key={group.name} className="api-group" aria-labelledby={groupAnchor(group.name)}>
            <h3 id={groupAnchor(group.name)}>{group.name}</h3>
            <Markdown html={group.descriptionHtml} />
            <ul className="api-group-list">
              {group.items.map((item) => (
                <li key={item.slug}>
                  <Link to={`/api/${item.slug}`}>
                    <MethodBadge method={item.method} webhook={item.kind === 'webhook'} /> {item.summary}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </article>
  );
}
