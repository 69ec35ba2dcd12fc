import { renderToStaticMarkup } from 'react-dom/server';
import { NavLink, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageLink, PageNavLink } from '../../src/site/components/frame/PageLink';

const at = (location: string, link: React.ReactNode) =>
  renderToStaticMarkup(<StaticRouter location={location}>{link}</StaticRouter>);

describe("the site's page links", () => {
  it('name the page as their href, in the language of their address', () => {
    expect(at('/', <PageLink to="/ru/contact">Contact</PageLink>)).toBe('<a href="/ru/contact">Contact</a>');
  });

  it("mark the entry of the page on show as react-router's NavLink did", () => {
    // Each case: the address on show, the entry, `end`.
    const cases: [string, string, boolean][] = [
      ['/ru/news', '/ru/news', true],
      ['/ru/news/5', '/ru/news', true],
      ['/ru/news/5', '/ru/news', false],
      ['/ru/newsroom', '/ru/news', false],
      ['/RU/News', '/ru/news', true],
      ['/ru', '/ru', true],
      ['/ru/about', '/ru', false],
      ['/', '/', true],
      ['/about', '/', true],
      ['/about', '/', false],
      ['/about/', '/about/', true],
      ['/about/team', '/about/', false],
    ];
    for (const [location, to, end] of cases) {
      const ours = at(location, <PageNavLink to={to} end={end} className="entry" />);
      const theirs = at(location, <NavLink to={to} end={end} className="entry" />);
      // react-router's also marks its links for its framework mode's route discovery.
      expect(ours, `${to} at ${location}${end ? ', end' : ''}`).toBe(theirs.replace(' data-discover="true"', ''));
    }
  });
});
