import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PREVIEW_PARAMETER } from '../../../api/previewAddress';
import { useLanguage } from '../../../i18n/useLanguage';
import { useParkDetails, useSiteOrigin } from '../../frameData';
import { graphJson, onShownNodesChange, shownNodes, siteNodes, type GraphNode } from '../../structuredData';

/** Puts the graph into the head's JSON-LD script: the server's, or a new one where the page came without (rendered in the browser). */
function writeHeadGraph(nodes: readonly GraphNode[]) {
  let script = document.head.querySelector('script[type="application/ld+json"]');
  if (!script) {
    script = document.createElement('script');
    script.setAttribute('type', 'application/ld+json');
    document.head.append(script);
  }
  const json = graphJson(nodes);
  if (script.textContent !== json) script.textContent = json;
}

/**
 * Keeps the head's JSON-LD true while the visitor moves within the site: React puts the title, the
 * description, canonical, hreflang and the og: tags of each page into the head (PageMeta), but
 * not a script. The graph is the one of the page on show, as the server writes it: the park and
 * the site in the page's language, and the nodes the page's parts add while they are on screen
 * (`useStructuredData`), none on a preview (a draft's data is never described). On the page the
 * server sent, that is the server's graph again (its nodes perhaps in another order).
 */
export function HeadGraph() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { search } = useLocation();
  // As text, so the effect runs again only when what the nodes say changes.
  const site = JSON.stringify(siteNodes(useSiteOrigin(), language, t('brand'), useParkDetails()));
  const withPageNodes = !new URLSearchParams(search).has(PREVIEW_PARAMETER);
  useEffect(() => {
    const write = () => writeHeadGraph([...(JSON.parse(site) as GraphNode[]), ...(withPageNodes ? shownNodes() : [])]);
    write();
    return onShownNodesChange(write);
  }, [site, withPageNodes]);
  return null;
}
