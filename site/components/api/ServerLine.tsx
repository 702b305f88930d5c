import { Fragment } from 'react';

/** Where a URL may break on a narrow screen: after each `/` of its path (not inside `https://`). */
const PATH_SLASH = /(?<=[^/]\/)(?!\/)/;

/**
 * A server, as the operation pages and the API overview list it: its URL, which breaks after a
 * slash rather than anywhere, and its description, isolated (`<bdi>`), so that an English one reads
 * in order after the URL in a right-to-left page.
 */
export function ServerLine({ server }: { server: { url: string; description?: string | undefined } }) {
  return (
    <>
      <code>
        {server.url.split(PATH_SLASH).map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
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
