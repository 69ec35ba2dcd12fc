import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import type { RestoredPublication, RevisedResource, Revision } from '../../api/revisions';
import { settingsResource } from '../../api/settings';
import type { AdminDataProvider } from '../data/dataProvider';
import { fieldLabelKey } from './fieldLabels';
import { RestoreDialog } from './RestoreDialog';
import { type TextChange, otherChanges, textChanges } from './textChanges';
import { useStaffDates } from '../dates/useStaffDates';

/** Added words underlined on green, removed ones struck through on red (not by colour alone), dark on light. */
const ADDED = { bgcolor: '#dcf5e3', color: '#0d4a22' };
const REMOVED = { bgcolor: '#fde2e2', color: '#7d1414' };

function ChangedText({ change, label }: { change: TextChange; label: string }) {
  return (
    <Box component="div" sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {change.runs.map((run, index) =>
          run.change === 'added' ? (
            <Box component="ins" key={index} sx={ADDED}>
              {run.text}
            </Box>
          ) : run.change === 'removed' ? (
            <Box component="del" key={index} sx={REMOVED}>
              {run.text}
            </Box>
          ) : (
            <span key={index}>{run.text}</span>
          ),
        )}
      </Typography>
    </Box>
  );
}

/** One revision: when and by whom, what it changed compared with the one before, and its Restore button. */
function RevisionEntry({
  resource,
  revision,
  previous,
  current,
  onRestore,
}: {
  resource: RevisedResource;
  revision: Revision;
  previous?: Revision;
  current: boolean;
  onRestore: (revision: Revision) => void;
}) {
  const translate = useTranslate();
  const when = useStaffDates().dateTime(revision.created_at);
  const fieldLabel = (field: string) => translate(fieldLabelKey(resource, field), { _: field });
  const texts = previous ? textChanges(resource, previous.content, revision.content) : [];
  const others = previous ? otherChanges(resource, previous.content, revision.content) : [];
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1">
          {/* A revision without an author is the record as it stood when its history began. */}
          {revision.user_email
            ? translate('forms.history.entry', { when, who: revision.user_email })
            : translate('forms.history.entry_before_history', { when })}
        </Typography>
        {current ? (
          <Typography variant="body2" color="text.secondary">
            {translate('forms.history.current')}
          </Typography>
        ) : (
          <Button size="small" startIcon={<RestoreIcon />} onClick={() => onRestore(revision)}>
            {translate('forms.history.restore', { when })}
          </Button>
        )}
      </Stack>
      {!previous && (
        <Typography variant="body2" color="text.secondary">
          {translate('forms.history.first')}
        </Typography>
      )}
      {previous && texts.length === 0 && others.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('forms.history.no_changes')}
        </Typography>
      )}
      {texts.map((change) => (
        <ChangedText
          key={`${change.field}-${change.language}`}
          change={change}
          label={`${fieldLabel(change.field)} (${translate(`ra.locales.${change.language}`)})`}
        />
      ))}
      {others.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('forms.history.other_changes', { fields: others.map(fieldLabel).join(', ') })}
        </Typography>
      )}
    </Box>
  );
}

/** The resources whose saves keep revisions: the translated content, and the park's details. */
const REVISED_RESOURCES: readonly RevisedResource[] = [...CONTENT_RESOURCES, settingsResource];

/**
 * The History panel of a translated content record's edit screen, and of the park's details, the
 * same for every such resource: its revisions, newest first, with who saved each and when, the
 * words each save added and removed in every text and language, and a Restore button that brings
 * an older one back as a new save (after a confirmation). Other screens (accounts) show nothing.
 */
export function RevisionHistory() {
  const name = useResourceContext();
  const resource = REVISED_RESOURCES.find((declared) => declared.name === name);
  return resource ? <HistoryPanel resource={resource} /> : null;
}

function HistoryPanel({ resource }: { resource: RevisedResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState<Revision>();
  const [publication, setPublication] = useState<RestoredPublication>('keep');
  const [busy, setBusy] = useState(false);
  const id = record?.id;
  const etag = typeof record?.etag === 'string' ? record.etag : undefined;
  const { data: revisions, isPending } = useQuery({
    // The record's version in the key: a save or a restore lists the revision it made.
    queryKey: [resource.name, 'revisions', id, etag],
    queryFn: () => dataProvider.revisions(resource.name, id!),
    enabled: open && id !== undefined,
  });

  const restore = async () => {
    if (!restoring || id === undefined) return;
    setBusy(true);
    try {
      await dataProvider.restoreRevision(resource.name, id, restoring.id, etag, publication);
      notify('forms.history.restored', { type: 'success' });
      refresh();
    } catch (failure) {
      const stale = (failure as { status?: number }).status === 412;
      notify(stale ? 'forms.history.stale' : 'forms.history.failed', { type: 'error' });
    } finally {
      setBusy(false);
      setRestoring(undefined);
    }
  };

  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)} disableGutters sx={{ m: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="revision-history" id="revision-history-title">
        <HistoryIcon sx={{ mr: 1 }} />
        <Typography component="h2" variant="h6">
          {translate('forms.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="revision-history">
        {isPending && open && <Typography>{translate('ra.page.loading')}</Typography>}
        {revisions?.length === 0 && <Typography>{translate('forms.history.empty')}</Typography>}
        <Box component="ol" sx={{ p: 0, m: 0 }} aria-label={translate('forms.history.title')}>
          {revisions?.map((revision, index) => (
            <RevisionEntry
              key={revision.id}
              resource={resource}
              revision={revision}
              previous={revisions[index + 1]}
              current={index === 0}
              onRestore={(chosen) => {
                setPublication('keep');
                setRestoring(chosen);
              }}
            />
          ))}
        </Box>
      </AccordionDetails>
      <RestoreDialog
        resource={resource}
        current={revisions?.[0]}
        restoring={restoring}
        publication={publication}
        onPublicationChange={setPublication}
        busy={busy}
        onConfirm={() => void restore()}
        onClose={() => setRestoring(undefined)}
      />
    </Accordion>
  );
}
