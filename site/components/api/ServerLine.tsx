import { SlashBreaks } from '../common/SlashBreaks.tsx';

/**
 * A server, as the operation pages and the API overview list it: its URL, which breaks after a
 * slash rather than anywhere, and its description, isolated (`<bdi>`), so that an English one reads
 * in order after the URL in a right-to-left page.
 */
export function ServerLine({ server }: { server: { url: string; description?: string | undefined } }) {
  return (
    <>
      <code>
        <SlashBreaks text={server.url} />
      </code>
      {server.description && (
        <>
          {' — '}
          <bdi>{server.description}</bdi>
        </>
      )}
    </>
  );
}
