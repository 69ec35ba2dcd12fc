import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

/*
 * Links between the site's own pages. react-router's Link and NavLink also carry what its framework
 * mode and data routers need (prefetching a page's modules, masked addresses, view transitions,
 * pending states): 2.4 kB of gzip in every page's first download that the site, with its
 * declarative router, never runs. These are what it does run: the page's address as the href, a
 * click moves in the app (a click with a modifier key, another button or another target is left to
 * the browser), and the entry of the page on show is marked.
 */

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The page's address in the site (already in the language on show). */
  to: To;
  /** Moves without a new entry in the browser's history (by default only to the address on show). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to a page of the site that moves in the app instead of loading a new document. */
export function PageLink({ to, replace, target, onClick, ref, ...anchor }: PageLinkProps) {
  const href = useHref(to);
  const moveInApp = useLinkClickHandler(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) moveInApp(event);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface PageNavLinkProps extends PageLinkProps {
  /** Marks the entry only on its own address, not on the addresses below it too. */
  end?: boolean;
}

/**
 * The address on show is this entry's, or one below it unless `end`: the comparison react-router's
 * NavLink makes (encoded paths, any letter case, a trailing slash of the entry allowed).
 */
function useIsCurrent(to: To, end: boolean): boolean {
  const path = useResolvedPath(to);
  const { navigator } = useContext(NavigationContext);
  const location = useLocation().pathname.toLowerCase();
  const entry = (navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname).toLowerCase();
  const entryEnd = entry !== '/' && entry.endsWith('/') ? entry.length - 1 : entry.length;
  return location === entry || (!end && location.startsWith(entry) && location.charAt(entryEnd) === '/');
}

/**
 * An entry of a navigation: a PageLink with `aria-current="page"` (and the class `active`, as
 * react-router's NavLink gives it) while its page is on show.
 */
export function PageNavLink({ end = false, className, ...link }: PageNavLinkProps) {
  const current = useIsCurrent(link.to, end);
  return (
    <PageLink
      {...link}
      aria-current={current ? 'page' : undefined}
      className={[className, current && 'active'].filter(Boolean).join(' ')}
    />
  );
}
