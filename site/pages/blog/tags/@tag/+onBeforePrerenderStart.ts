import { BLOG_TAGS } from '../../../../content-pipeline/frontMatter.ts';

export const onBeforePrerenderStart = () => BLOG_TAGS.map((tag) => `/blog/tags/${tag}`);
