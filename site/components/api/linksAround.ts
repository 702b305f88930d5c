/**
 * The links a page carries for its own group of the API sidebar: all of them when the group has
 * at most `around` either side of the page's, else the page's and `around` either side of it (the
 * group's overview link follows them: Sidebar.tsx). A group of a large spec carried in every one
 * of its pages is quadratic: Microsoft Graph's largest has 1,483 operations.
 */
export const linksAround = <T>(links: readonly T[], at: number, around: number): readonly T[] =>
  links.length > 2 * around + 1 ? links.slice(Math.max(0, at - around), at + around + 1) : links;
