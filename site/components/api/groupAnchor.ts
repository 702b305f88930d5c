/** The id of a group's section on the API root page (`/api#group-keys-and-applications`). */
export const groupAnchor = (group: string) => `group-${group.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}`;
