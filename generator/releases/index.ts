export { checkRelease, type ReleaseCheck } from './checkRelease.ts';
export type { Release, ReleaseHistory, ReleasedChange } from './model.ts';
export { readHistory } from './readHistory.ts';
export { recordRelease } from './recordRelease.ts';
export { releaseFiles } from './paths.ts';
