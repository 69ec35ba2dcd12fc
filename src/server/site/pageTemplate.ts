/** The built index.html cut at its placeholders, so each page is put together without searching. */
export interface PageTemplate {
  /** Everything before the language in `<html lang="…">`. */
  start: string;
  /** From after the language to the generic head block. */
  beforeHead: string;
  /** The generic title and description, for pages the server does not render. */
  genericHead: string;
  beforeBody: string;
  /** The same without the app's entry script and module preloads Vite put there. */
  beforeBodyWithoutScripts: string;
  end: string;
}

const VITE_SCRIPT_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The template's parts, or undefined for an index.html without placeholders (served as it is). */
export function cutTemplate(html: string): PageTemplate | undefined {
  const match =
    /^([\s\S]*<html lang=")en("[\s\S]*?)<!--ssr-head-->([\s\S]*?)<!--\/ssr-head-->([\s\S]*?)<!--ssr-body-->([\s\S]*)$/.exec(
      html,
    );
  if (!match) return undefined;
  const [, start, beforeHead, genericHead, beforeBody, end] = match;
  return {
    start,
    beforeHead,
    genericHead,
    beforeBody,
    beforeBodyWithoutScripts: beforeBody.replace(VITE_SCRIPT_TAGS, ''),
    end,
  };
}

/** What one page puts into the template. */
export interface PageParts {
  language: string;
  head: string;
  body?: string;
  /** Goes right after the root element. */
  afterRoot?: string;
  /** Leaves out the scripts of the template, when the page names its own. */
  ownScripts?: boolean;
}

export function fillTemplate(template: PageTemplate, page: PageParts): string {
  const rootEnd = template.end.indexOf('</div>') + '</div>'.length;
  return (
    template.start +
    page.language +
    template.beforeHead +
    page.head +
    (page.ownScripts ? template.beforeBodyWithoutScripts : template.beforeBody) +
    (page.body ?? '') +
    template.end.slice(0, rootEnd) +
    (page.afterRoot ?? '') +
    template.end.slice(rootEnd)
  );
}
