import { describe, expect, it } from 'vitest';
import { flattenGroups, groupOf, groupResults, type SearchHit } from './groupResults.ts';

const hit = (url: string, group: SearchHit['group']): SearchHit => ({ url, title: url, group, excerpt: [] });

describe('groupResults', () => {
  it('orders groups API, Docs, Blog, Pages and keeps relevance order inside each', () => {
    const hits = [hit('/blog/a', 'blog'), hit('/docs/a', 'docs'), hit('/api/a', 'api'), hit('/', 'pages'), hit('/api/b', 'api')];
    const groups = groupResults(hits);
    expect(groups.map((g) => g.group)).toEqual(['api', 'docs', 'blog', 'pages']);
    expect(groups[0]!.hits.map((h) => h.url)).toEqual(['/api/a', '/api/b']);
    expect(flattenGroups(groups).map((h) => h.url)).toEqual(['/api/a', '/api/b', '/docs/a', '/blog/a', '/']);
  });

  it('leaves out empty groups and caps each group', () => {
    const hits = Array.from({ length: 9 }, (_, i) => hit(`/docs/${i}`, 'docs'));
    expect(groupResults(hits, 3)).toEqual([{ group: 'docs', hits: hits.slice(0, 3) }]);
    expect(groupResults([])).toEqual([]);
  });
});

describe('groupOf', () => {
  it('reads the group metadata, and calls anything else a page', () => {
    expect(groupOf('api')).toBe('api');
    expect(groupOf('unknown')).toBe('pages');
    expect(groupOf(undefined)).toBe('pages');
  });
});
