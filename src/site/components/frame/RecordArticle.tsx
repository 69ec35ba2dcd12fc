import { Box, Container, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { itemPathIn } from '../../itemAddress';
import type { AddressedItem } from '../../itemSlug';
import { type ItemPageKey, type PageKey, pagePath } from '../../publicPages';
import { useLocalizedPath } from '../../useLocalizedPath';
import { useTextLanguage, type WithTextLanguages } from '../../textLanguage';
import { excerpt } from '../news/excerpt';
import { ResponsivePicture } from '../ui/ResponsivePicture';
import { PageBanner } from './PageBanner';
import { PageLink } from './PageLink';
import { PageMeta } from './PageMeta';

/** A named record with a page of its own (a participant, a service): its name, its text and its picture's alt. */
export type NamedRecord = AddressedItem &
  WithTextLanguages<'name' | 'content' | 'picture_alt'> & { name: string; content: string; picture_alt: string };

export interface RecordArticleProps {
  /** The record's page entry, and the list page it belongs to (breadcrumbs, the way back). */
  page: Extract<ItemPageKey, 'participant' | 'service'>;
  list: PageKey;
  /** The list page's texts: `meta.keywords` and `title` there, `item.metaTitle` and `item.back` beside them. */
  ns: string;
  keyPrefix?: string;
  record: NamedRecord;
  picture: string | null;
  /** What is said beside the name (a participant's status). */
  badge?: ReactNode;
}

/**
 * The page of a participant or a service: its name as the title of the tab, the banner and the
 * share picture (its own picture, cropped, where it has one), its text, and the way back to the
 * list, each address naming the record's slug in that language.
 */
export function RecordArticle({ page, list, ns, keyPrefix, record, picture, badge }: RecordArticleProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  const localize = useLocalizedPath();
  const { langOf, altOf } = useTextLanguage();
  const alt = altOf(record, 'name');
  return (
    <>
      <PageMeta
        title={t('item.metaTitle', { name: record.name })}
        description={excerpt(record.content, 160)}
        keywords={t('meta.keywords')}
        path={(language) => itemPathIn(page, record, language)}
        shareTitle={record.name}
        picture={picture ?? undefined}
        pictureAlt={alt.alt}
      />
      <PageBanner
        title={record.name}
        titleLang={langOf(record, 'name')}
        parent={{ path: pagePath(list), title: t('title') }}
      />
      <Container component="article" maxWidth="md" sx={{ py: 6 }}>
        {badge && (
          <Stack direction="row" sx={{ mb: 3 }}>
            {badge}
          </Stack>
        )}
        {picture && (
          <ResponsivePicture src={picture} sizes="(max-width: 900px) 100vw, 900px">
            <Box
              component="img"
              src={picture}
              alt={alt.alt}
              lang={alt.lang}
              width={800}
              height={600}
              fetchPriority="high"
              sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, objectFit: 'cover' }}
            />
          </ResponsivePicture>
        )}
        <Typography
          sx={{ mt: 4, fontSize: '1.1rem', lineHeight: 1.7, whiteSpace: 'pre-line' }}
          lang={langOf(record, 'content')}
        >
          {record.content}
        </Typography>
        <Link component={PageLink} to={localize(pagePath(list))} sx={{ display: 'inline-block', mt: 5 }}>
          {t('item.back')}
        </Link>
      </Container>
    </>
  );
}
