import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor, downloaded when a form first shows it, with a progress bar meanwhile. */
export function LazyRichText(props: RichTextEditorProps) {
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress sx={{ width: '100%', my: 2 }} aria-label={translate('ra.page.loading')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
