import { Box, Button, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SearchHit } from '../../api/search';
import { SEARCH_PAGE_PATH, SEARCH_PER_PAGE, SEARCH_QUERY_MAX } from '../../api/siteSearch';
import { useLanguage } from '../../i18n/useLanguage';
import { PageBanner } from '../components/frame/PageBanner';
import { PageLink } from '../components/frame/PageLink';
import { PageMeta } from '../components/frame/PageMeta';
import { MarkedSnippet } from '../components/search/MarkedSnippet';
import { formatDate } from '../dateFormat';
import { isTooMany } from '../queries/apiRead';
import {
  isSearchable,
  kindOfResource,
  SEARCH_KINDS,
  type SearchKind,
  searchPagePath,
  searchRead,
  type SearchRequest,
  searchRequestOf,
} from '../queries/searchReads';
import { readQuery } from '../queries/useApiRead';
import { useLocalizedPath } from '../useLocalizedPath';

const KINDS = Object.keys(SEARCH_KINDS) as SearchKind[];

/**
 * The words to find: a plain GET form, so it searches before the page's scripts run and without
 * them. A kind chosen stays chosen for the new words.
 */
function SearchForm({ q, kind }: SearchRequest) {
  const { t } = useTranslation('search');
  const localize = useLocalizedPath();
  return (
    <Stack
      component="form"
      role="search"
      method="get"
      action={localize(SEARCH_PAGE_PATH)}
      direction="row"
      sx={{ gap: 1 }}
    >
      <TextField
        key={q}
        name="q"
        type="search"
        label={t('label')}
        defaultValue={q}
        size="small"
        sx={{ flex: 1, maxWidth: 560 }}
      />
      {kind && <input type="hidden" name="type" value={kind} />}
      <Button type="submit" variant="contained">
        {t('submit')}
      </Button>
    </Stack>
  );
}

/** Every kind of hit, and each alone: links, the one on show marked. */
function KindFilters({ q, kind }: SearchRequest) {
  const { t } = useTranslation('search');
  const localize = useLocalizedPath();
  const entries: (SearchKind | undefined)[] = [undefined, ...KINDS];
  return (
    <Box component="nav" aria-label={t('kinds.label')} sx={{ my: 3 }}>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <li key={entry ?? 'all'}>
            <Button
              component={PageLink}
              to={localize(searchPagePath({ q, kind: entry, page: 1 }))}
              variant={entry === kind ? 'contained' : 'outlined'}
              size="small"
              aria-current={entry === kind ? 'page' : undefined}
            >
              {t(`kinds.${entry ?? 'all'}`)}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** One hit: its title linking to its page, its kind and date, the passage that matched. */
function HitEntry({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const kind = kindOfResource(hit.type);
  // A text in another language (the record has none in this one) is spoken and hyphenated as such.
  const lang = hit.language === language ? undefined : hit.language;
  const kindName = kind && t(`kinds.${kind}`);
  const facts = [kindName, hit.published_at && formatDate(language, hit.published_at)];
  // A record without a title (a photo of a park page) is named by its kind, in the page's language.
  const title = hit.title.trim() || kindName || hit.type;
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2" lang={hit.title.trim() ? lang : undefined}>
        {hit.url ? (
          <Link component={PageLink} to={hit.url}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {facts.filter(Boolean).join(' · ')}
      </Typography>
      <Typography sx={{ mt: 0.5, '& mark': { backgroundColor: '#fbe3c4', color: 'inherit' } }} lang={lang}>
        <MarkedSnippet snippet={hit.snippet} />
      </Typography>
      {hit.fallback && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic' }}>
          {t('fallback', { language: t(`languages.${hit.language}`) })}
        </Typography>
      )}
    </Box>
  );
}

/** The links to the previous and the next page of hits, keeping the words and the kind. */
function ResultPages({ request, total }: { request: SearchRequest; total: number }) {
  const { t } = useTranslation('search');
  const localize = useLocalizedPath();
  const count = Math.ceil(total / SEARCH_PER_PAGE);
  if (count < 2) return null;
  const { page } = request;
  const linkTo = (to: number) => localize(searchPagePath({ ...request, page: to }));
  return (
    <Stack component="nav" aria-label={t('pages.label')} direction="row" sx={{ alignItems: 'center', gap: 2, mt: 4 }}>
      {page > 1 && (
        <Button component={PageLink} to={linkTo(page - 1)} rel="prev">
          {t('pages.previous')}
        </Button>
      )}
      <Typography>{t('pages.position', { page, count })}</Typography>
      {page < count && (
        <Button component={PageLink} to={linkTo(page + 1)} rel="next">
          {t('pages.next')}
        </Button>
      )}
    </Stack>
  );
}

function SearchResults({ request }: { request: SearchRequest }) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  // Too many searches is the server's answer for now: shown as it came with the page, not asked again at once.
  const hits = useQuery({
    ...readQuery(searchRead(language, request)),
    retryOnMount: false,
    retry: (failures, error) => !isTooMany(error) && failures < 1,
  });
  const query = request.q;
  if (hits.isError) {
    return <Typography role="alert">{t(isTooMany(hits.error) ? 'tooMany' : 'failed')}</Typography>;
  }
  if (!hits.data) return <Typography role="status">{t('loading')}</Typography>;
  const { items, total } = hits.data;
  return (
    <>
      <Typography role="status" sx={{ fontWeight: 500 }}>
        {total > 0 ? t('count', { count: total, query }) : t('none', { query })}
      </Typography>
      <Box component="ol" aria-label={t('results')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((hit) => (
          <HitEntry key={`${hit.type} ${hit.id}`} hit={hit} />
        ))}
      </Box>
      <ResultPages request={request} total={total} />
    </>
  );
}

/**
 * /search?q=: the site's content in the visitor's language, found by /api/search and rendered by
 * the server like every page, so the form, the kinds and the pages are plain links and a GET form
 * that work without scripts. Kept out of search engines (its entry in PUBLIC_PAGES, and the server's
 * X-Robots-Tag).
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [search] = useSearchParams();
  const request = searchRequestOf(search);
  const searchable = isSearchable(request);
  return (
    <>
      <PageMeta
        title={searchable ? t('meta.resultsTitle', { query: request.q }) : t('meta.title')}
        description={t('meta.description')}
        keywords={t('meta.keywords')}
        // Never what a visitor searched for: the picture is the same for every search.
        shareTitle={t('meta.title')}
      />
      <PageBanner title={t('title')} />
      <Container sx={{ py: 6 }}>
        <SearchForm {...request} />
        {request.shortened && <Typography sx={{ mt: 2 }}>{t('shortened', { max: SEARCH_QUERY_MAX })}</Typography>}
        {searchable ? (
          <>
            <KindFilters {...request} />
            <SearchResults request={request} />
          </>
        ) : (
          <Typography sx={{ mt: 3 }}>{t('hint')}</Typography>
        )}
      </Container>
    </>
  );
}
