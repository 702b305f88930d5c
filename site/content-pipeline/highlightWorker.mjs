// The build's highlighting worker (./highlightPool.ts). It starts before any bundle exists, so
// its TypeScript runs through tsx, registered for this thread only.
import { register } from 'tsx/esm/api';

register();
await import('./highlightWorker.ts');
