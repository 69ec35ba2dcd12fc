import { Card, CardContent, Link, Typography } from '@mui/material';
import type { News } from '../../../api/news';
import { publicationDate } from '../../../api/publicationDate';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatDate } from '../../dateFormat';
import { useTextLanguage } from '../../textLanguage';
import { itemAddressIn } from '../../itemAddress';
import { excerpt, plainText } from './excerpt';
import { NewsCover } from './NewsCover';
import { PageLink } from '../frame/PageLink';

interface NewsCardProps {
  item: News;
  headingLevel?: 2 | 3;
  /** On screen when the page opens: its cover is not deferred. */
  onScreen?: boolean;
}

/** One news item in a list: its cover, date, title (the link to the whole item) and first lines. */
export function NewsCard({ item, headingLevel = 2, onScreen = false }: NewsCardProps) {
  const language = useLanguage();
  const { langOf } = useTextLanguage();
  const titleId = `news-${item.id}-title`;
  const published = publicationDate(item);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <NewsCover item={item} onScreen={onScreen} />
      <CardContent sx={{ flex: 1 }}>
        {published && (
          <Typography variant="body2" color="text.secondary" component="p" sx={{ mb: 1 }}>
            <time dateTime={published}>{formatDate(language, published)}</time>
          </Typography>
        )}
        <Typography
          variant="h3"
          component={headingLevel === 3 ? 'h3' : 'h2'}
          id={titleId}
          gutterBottom
          lang={langOf(item, 'title')}
        >
          <Link component={PageLink} to={itemAddressIn('newsItem', item, language)} color="inherit" underline="hover">
            {item.title}
          </Link>
        </Typography>
        <Typography color="text.secondary" lang={langOf(item, 'body')}>
          {excerpt(plainText(item.body))}
        </Typography>
      </CardContent>
    </Card>
  );
}
