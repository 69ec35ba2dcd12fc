import { describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import { contentListPath, contentListRead } from '../../src/site/queries/contentReads';

describe('the site reads a declared resource where its declaration serves it', () => {
  it('asks for the list at its declaration’s list path', () => {
    for (const resource of CONTENT_RESOURCES) expect(contentListPath(resource.name)).toBe(resource.paths.list);
  });

  it('asks in the page’s language, narrowed by the query, under a key that starts with the resource’s name', () => {
    const read = contentListRead('services', 'uz', { status: 'active' });
    expect(read.path).toBe('/service/get_all_services?lang=uz&status=active');
    expect(read.queryKey).toEqual(['services', 'uz', 'active']);
    expect(contentListRead('news', 'en', { page: 1, per_page: 3 }).path).toBe('/news?lang=en&page=1&per_page=3');
  });
});
