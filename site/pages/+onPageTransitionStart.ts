import { setNavigating } from '../components/layout/navigationState.ts';

// Environment: client. Vike calls it before fetching the next page's code and data: the
// progress bar and the slow-load spinner start counting from here.
export const onPageTransitionStart = () => setNavigating(true);
