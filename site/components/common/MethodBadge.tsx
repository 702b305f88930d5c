import './MethodBadge.css';

/** An HTTP method as a coloured badge; webhooks say so. */
export function MethodBadge({ method, webhook = false }: { method: string; webhook?: boolean }) {
  return (
    <span className={`method-badge method-${method}`} data-webhook={webhook || undefined}>
      {webhook ? `hook ${method}` : method === 'delete' ? 'del' : method}
    </span>
  );
}
