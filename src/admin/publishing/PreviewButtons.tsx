import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { apiData } from '../../api/client';
import { PREVIEW_LINK_MINUTES } from '../../api/previewAddress';
import type { PreviewAnswer } from '../../api/publishing';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';

/**
 * One button per language that opens the record's public page as last saved, published or not, in
 * a new tab: the server gives an address that works for an hour. The tab is opened at once (a
 * browser lets a click open one) and sent to the address when it comes.
 */
export function PreviewButtons() {
  const record = useRecordContext<{ id: number | string }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState<ContentLanguage>();
  if (!record) return null;

  const open = async (lang: ContentLanguage) => {
    const tab = window.open('', '_blank');
    setAsking(lang);
    try {
      const { url } = await apiData<PreviewAnswer>(`/${resource}/${record.id}/preview`, {
        method: 'POST',
        query: { lang },
      });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      notify('forms.publishing.preview.failed', { type: 'error' });
    } finally {
      setAsking(undefined);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, pt: 2 }}>
      {CONTENT_LANGUAGES.map((lang) => (
        <Button
          key={lang}
          variant="outlined"
          size="small"
          startIcon={<VisibilityIcon />}
          disabled={asking !== undefined}
          onClick={() => void open(lang)}
        >
          {translate(`forms.publishing.preview.in.${lang}`)}
        </Button>
      ))}
      <Typography variant="caption" color="text.secondary">
        {translate('forms.publishing.preview.hint', { minutes: PREVIEW_LINK_MINUTES })}
      </Typography>
    </Stack>
  );
}
