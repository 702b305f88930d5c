const slug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/** The id of a group's section on the API root page (`/api#group-keys-and-applications`). */
export const groupAnchor = (group: string) => `group-${slug(group)}`;

/** The id of an `x-tagGroups` section's heading there (`/api#section-trading`); the groups no section lists: `other-groups`. */
export const sectionAnchor = (section: string | undefined) => (section === undefined ? 'other-groups' : `section-${slug(section)}`);
