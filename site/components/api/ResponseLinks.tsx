import type { ResponseLink } from '../../../generator/normalize/model.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import { SlashBreaks } from '../common/SlashBreaks.tsx';

/** A response's link as the page shows it: its description rendered. */
export type LinkView = Omit<ResponseLink, 'description'> & { descriptionHtml: string };

/**
 * A response's links to other operations (OpenAPI's Link Objects): each by its name, the
 * operation it leads to (linked to its page, or as the spec names it when the document has no
 * such operation), its description, and what of this response fills that operation's parameters
 * and body.
 */
export function ResponseLinks({ links }: { links: LinkView[] }) {
  const t = useT();
  return (
    <>
      <h4>{t('api.links')}</h4>
      <ul className="response-links">
        {links.map((link) => (
          <li key={link.name}>
            <code dir="ltr">{link.name}</code> <span className="reading-arrow" aria-hidden="true">→</span>{' '}
            {link.operation ? (
              <Link to={`/api/${link.operation.slug}`}>
                <MethodBadge method={link.operation.method} /> <code dir="ltr">
                  <SlashBreaks text={link.operation.path} />
                </code>
              </Link>
            ) : (
              <code dir="ltr">{link.target}</code>
            )}
            {link.descriptionHtml && <div className="markdown" dir="auto" dangerouslySetInnerHTML={{ __html: link.descriptionHtml }} />}
            {(link.parameters.length > 0 || link.requestBody !== undefined) && (
              <ul className="response-link-values">
                {link.parameters.map((parameter) => (
                  <li key={parameter.name}>
                    <code dir="ltr">{parameter.name}</code> = <code dir="ltr">{parameter.value}</code>
                  </li>
                ))}
                {link.requestBody !== undefined && (
                  <li>
                    {t('api.requestBody')} = <code dir="ltr">{link.requestBody}</code>
                  </li>
                )}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
