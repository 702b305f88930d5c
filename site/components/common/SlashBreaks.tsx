import { Fragment, type ReactNode } from 'react';

/** Where a URL or a path may break on a narrow screen: after each `/` but a leading one (not inside `https://`). */
const PATH_SLASH = /(?<=[^/]\/)(?!\/)/;

/**
 * `text` (a URL, an operation's path) with a line-break opportunity (`<wbr>`) after each slash, so
 * that on a phone it breaks between segments (`/bookings/{bookingId}/` `payment`) rather than
 * inside one; each piece drawn by `piece` (the path's parameters highlighted).
 */
export function SlashBreaks({ text, piece = (part) => part }: { text: string; piece?: (part: string) => ReactNode }) {
  return text.split(PATH_SLASH).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece(part)}
    </Fragment>
  ));
}
