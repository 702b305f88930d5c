import { z } from 'zod';
import { SpecChange } from '../diff/model.ts';

/** A change as the history keeps it: where it was in the files of that day is not worth keeping. */
export const ReleasedChange = SpecChange.omit({ location: true });
export type ReleasedChange = z.infer<typeof ReleasedChange>;

export const Release = z.strictObject({
  version: z.string().regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'a semantic version such as 1.4.0'),
  /** The day it was released; absent when the history was recorded later and the day is not known. */
  date: z.iso.date().optional(),
  /** Why a release has no changes listed, such as the first one recorded. */
  note: z.string().optional(),
  changes: z.array(ReleasedChange),
});
export type Release = z.infer<typeof Release>;

/** `spec/changelog.yaml`: the released versions of the API, newest first. */
export const ReleaseHistory = z.strictObject({ releases: z.array(Release) });
export type ReleaseHistory = z.infer<typeof ReleaseHistory>;
