import { Footer } from './Footer';
import { HeadGraph } from './HeadGraph';

/**
 * The frame's parts whose code comes after the page's first paint (PublicLayout): the footer, and
 * the keeper of the head's JSON-LD, which has nothing to add to the first page's graph (the
 * server wrote it) and comes with the first move within the site at the latest.
 */
export function FrameEnd() {
  return (
    <>
      <Footer />
      <HeadGraph />
    </>
  );
}
