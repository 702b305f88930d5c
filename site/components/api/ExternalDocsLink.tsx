import type { ExternalDocs } from '../../../generator/normalize/model.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';

/**
 * Where the spec says more is written about what the page shows (its `externalDocs`): the spec's
 * words for the link, else its URL. Those words are the spec's, not translated (as a parameter's
 * description is not), so they take their own direction.
 */
export function ExternalDocsLink({ docs }: { docs: ExternalDocs | undefined }) {
  const t = useT();
  if (!docs) return null;
  return (
    <p className="external-docs">
      {t('api.externalDocs')}:{' '}
      <Link href={docs.url} dir={docs.description ? 'auto' : 'ltr'}>
        {docs.description ?? docs.url}
      </Link>
    </p>
  );
}
