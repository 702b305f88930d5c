/** The element holding an operation page's static article (+Page.tsx, +onBeforeRenderClient.ts). */
export const ARTICLE_SELECTOR = '[data-operation-article]';
