import { useData } from 'vike-react/useData';
import { OperationView } from '../../../components/api/OperationView.tsx';
import { PaginationNav } from '../../../components/common/PaginationNav.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, descriptionHtml, previous, next } = useData<Data>();
  return (
    <article className="page-article operation">
      <OperationView page={page} descriptionHtml={descriptionHtml} />
      <PaginationNav label="pagination.label" previous={previous} next={next} />
    </article>
  );
}
