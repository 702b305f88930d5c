import { canonicalPath } from '../components/layout/canonicalPath.ts';
import { withBase, withoutBase } from '../config/base.ts';

// Environment: client. A host that serves `/docs/intro.html` or `/docs/intro/index.html` as is
// (ours redirects them) still shows the canonical URL once the page is interactive: the first
// render already routed the canonical path (+onBeforeRoute); only the address bar is left.
export function onHydrationEnd() {
  const canonical = withBase(canonicalPath(withoutBase(location.pathname)));
  if (canonical !== location.pathname) history.replaceState(history.state, '', canonical + location.search + location.hash);
}
