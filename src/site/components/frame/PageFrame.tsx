import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from './PageBanner';
import { PageMeta } from './PageMeta';

export interface PageFrameProps {
  /** The namespace of the page's texts, where `meta.title`, `meta.description`, `meta.keywords` and `title` are. */
  ns: string;
  /** The prefix of those keys, for pages that share a namespace (`catalog` in `services`). */
  keyPrefix?: string;
  /** The title of the browser's tab and of shares, where it is not `meta.title` (a newsroom page after the first). */
  metaTitle?: string;
  /** The English address of what the page shows, where the page's entry in PUBLIC_PAGES does not say it. */
  path?: string;
  children: ReactNode;
}

/**
 * An inner page: its head metadata and its banner, both from the page's texts, then its content.
 * Every inner page names its texts the same way, so the frame needs only where they are.
 */
export function PageFrame({ ns, keyPrefix, metaTitle, path, children }: PageFrameProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  return (
    <>
      <PageMeta
        title={metaTitle ?? t('meta.title')}
        description={t('meta.description')}
        keywords={t('meta.keywords')}
        path={path}
        shareTitle={t('title')}
      />
      <PageBanner title={t('title')} />
      {children}
    </>
  );
}
