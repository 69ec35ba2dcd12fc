import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../api/languagePaths';
import { OPENSEARCH_PATH, OPENSEARCH_TYPE } from '../../../api/siteSearch';
import { useLanguage } from '../../../i18n/useLanguage';
import { useSiteOrigin } from '../../frameData';

/**
 * Every page names the site's search in its language to the browser (OpenSearch), which then
 * offers to search the site from its address bar. React puts the link into <head>.
 */
export function OpenSearchLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  return (
    <link
      rel="search"
      type={OPENSEARCH_TYPE}
      title={t('brand')}
      href={origin + localizedPath(language, OPENSEARCH_PATH)}
    />
  );
}
