import { useData } from 'vike-react/useData';
import { ChangelogView } from '../../../components/changelog/ChangelogView.tsx';
import { TableOfContents } from '../../../components/content/TableOfContents.tsx';
import type { Data } from './+data.ts';
import '../../../components/api/api.css';

/** What changed in the API, release by release (spec/changelog.yaml, written by `npm run release`). */
export default function Page() {
  const { releases, toc } = useData<Data>();
  return (
    <div className="page-columns">
      <ChangelogView releases={releases} />
      <TableOfContents toc={toc} />
    </div>
  );
}
