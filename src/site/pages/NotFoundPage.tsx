import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInBrowser } from '../components/lazy/useInBrowser';
import { useMarkNotFound } from '../render/pageStatus';
import { useLocalizedPath } from '../useLocalizedPath';
import { pagePath } from '../publicPages';
import { PageLink } from '../components/frame/PageLink';
import { NewsFeedLink } from '../components/frame/PageMeta';

/**
 * Any unknown address, in the language of its prefix, and any address a page finds empty (an
 * unknown news id); the server sends it with status 404.
 */
export function NotFoundPage() {
  useMarkNotFound();
  const { t } = useTranslation(['translation', 'common']);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  // Going back needs the page's scripts: the button is shown once they run, so it never sits there
  // doing nothing, and after the link home (which works without them), so nothing moves when it comes.
  const scripted = useInBrowser();
  return (
    <Container sx={{ py: 8 }}>
      <title>{`${t('notFound.title')} · ${t('brand')}`}</title>
      <meta name="robots" content="noindex" />
      <NewsFeedLink />
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={PageLink} to={localize(pagePath('home'))}>
          {t('common:home')}
        </Button>
        {scripted && (
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {t('notFound.back')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

export default NotFoundPage;
