import { useData } from 'vike-react/useData';
import { OperationView } from '../../../components/api/OperationView.tsx';
import { PaginationNav } from '../../../components/common/PaginationNav.tsx';
import { TableOfContents } from '../../../components/content/TableOfContents.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return (
    <div className="page-columns">
      <article className="page-article operation">
        <OperationView data={data} />
        <PaginationNav label="pagination.label" previous={data.previous} next={data.next} />
      </article>
      <TableOfContents toc={data.toc} />
    </div>
  );
}
