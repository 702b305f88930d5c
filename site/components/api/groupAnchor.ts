const slug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/** The id of a group's section on the API root page (`/api#group-keys-and-applications`). */
export const groupAnchor = (group: string) => `group-${slug(group)}`;

/**
 * Whether group `i` of the sidebar's starts an `x-tagGroups` section: its section is not the one
 * before it's (the first group starts one if it is in a section; a group in none after groups in
 * sections starts the "Other groups").
 */
export const startsSection = (groups: readonly { section?: string | undefined }[], i: number) =>
  groups[i]!.section !== groups[i - 1]?.section && (i > 0 || groups[i]!.section !== undefined);

/** The id of an `x-tagGroups` section's heading there (`/api#section-trading`); the groups no section lists: `other-groups`. */
export const sectionAnchor = (section: string | undefined) => (section === undefined ? 'other-groups' : `section-${slug(section)}`);
