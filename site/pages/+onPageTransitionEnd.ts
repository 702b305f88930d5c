import { setNavigating } from '../components/layout/navigationState.ts';

// Environment: client. The next page (or the error page) is rendered.
export const onPageTransitionEnd = () => setNavigating(false);
