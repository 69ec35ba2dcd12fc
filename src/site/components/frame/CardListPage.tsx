import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryGrid, type ApiRecord, type QueryGridProps } from '../ui/QueryGrid';
import { PageFrame, type PageFrameProps } from './PageFrame';

interface CardListPageProps<Item extends ApiRecord>
  extends Omit<PageFrameProps, 'children'>, Omit<QueryGridProps<Item>, 'loadingText' | 'emptyText' | 'size'> {
  /** Column widths by breakpoint; three cards a row on wide screens unless said. */
  size?: QueryGridProps<Item>['size'];
  /** What follows the cards (the newsroom's page links). */
  children?: ReactNode;
}

/**
 * A page that lists what the API holds as cards (team, participants, services, films, news): its
 * frame, a line of introduction, then the cards, with its texts `intro`, `loading` and `empty`
 * beside the frame's.
 */
export function CardListPage<Item extends ApiRecord>({
  ns,
  keyPrefix,
  metaTitle,
  path,
  size = { xs: 12, sm: 6, md: 4 },
  children,
  ...grid
}: CardListPageProps<Item>) {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation([ns, 'notification'], { keyPrefix });
  return (
    <PageFrame ns={ns} keyPrefix={keyPrefix} metaTitle={metaTitle} path={path}>
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('intro')}</Typography>
        <QueryGrid loadingText={t('loading')} emptyText={t('empty')} size={size} {...grid} />
        {children}
      </Container>
    </PageFrame>
  );
}
