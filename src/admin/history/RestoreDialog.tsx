import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { type Publication, type PublicationState, publicationState } from '../../api/publishing';
import type { RestoredPublication, RevisedResource, Revision } from '../../api/revisions';
import { fieldLabelKey } from './fieldLabels';
import { emptiedTexts } from './textChanges';
import { useStaffDates } from '../dates/useStaffDates';

type Row = Record<string, unknown>;

const stateOf = (row: Row) => publicationState(row as unknown as Publication);

/** Whether the version to restore was published otherwise than the record is now. */
const publishedOtherwise = (current: Row, restored: Row) =>
  current.status !== restored.status || (current.publish_at ?? null) !== (restored.publish_at ?? null);

/** The texts the restore empties, one line per language: "English: Title, Text". */
function EmptiedTexts({ resource, current, restored }: { resource: RevisedResource; current: Row; restored: Row }) {
  const translate = useTranslate();
  const emptied = emptiedTexts(resource, current, restored);
  if (emptied.length === 0) return null;
  return (
    <>
      <Typography sx={{ mt: 2 }}>{translate('forms.history.emptied')}</Typography>
      <ul>
        {emptied.map(({ language, fields }) => (
          <li key={language}>
            <Typography component="span">
              {translate('forms.history.emptied_language', {
                language: translate(`ra.locales.${language}`),
                fields: fields.map((field) => translate(fieldLabelKey(resource, field))).join(', '),
              })}
            </Typography>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Where the record will stand: as now, or (when chosen) as it stood in the version restored. */
function PublicationAfter({
  current,
  restored,
  publication,
  onChange,
}: {
  current: Row;
  restored: Row;
  publication: RestoredPublication;
  onChange: (publication: RestoredPublication) => void;
}) {
  const translate = useTranslate();
  const stateNow = stateOf(current);
  const stateThen = stateOf(restored);
  const label = (state: PublicationState) => translate(`forms.publishing.state.${state}`);
  const differs = publishedOtherwise(current, restored);
  const changes = differs && publication === 'restore';
  const goesOffline = changes && stateNow === 'published' && stateThen !== 'published';
  return (
    <>
      <Typography sx={{ mt: 2 }} role="status">
        {changes
          ? translate('forms.history.state_changes', { from: label(stateNow), to: label(stateThen) })
          : translate('forms.history.state_kept', { state: label(stateNow) })}
        {goesOffline && ` ${translate('forms.history.state_offline')}`}
      </Typography>
      {differs && (
        <FormControlLabel
          control={
            <Checkbox
              checked={publication === 'restore'}
              onChange={(event) => onChange(event.target.checked ? 'restore' : 'keep')}
            />
          }
          label={translate('forms.history.restore_state', { state: label(stateThen) })}
        />
      )}
    </>
  );
}

/**
 * The confirmation of a restore, which says what it will change: whose version of when comes back,
 * the texts it will empty (languages the old version had not been written in yet) and, for a
 * record that can be a draft, whether it stays as it is now (the default) or takes the old
 * version's state, which the staff member chooses here.
 */
export function RestoreDialog({
  resource,
  current,
  restoring,
  publication,
  onPublicationChange,
  busy,
  onConfirm,
  onClose,
}: {
  resource: RevisedResource;
  /** The record as it is now (its newest revision). */
  current?: Revision;
  restoring?: Revision;
  publication: RestoredPublication;
  onPublicationChange: (publication: RestoredPublication) => void;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { dateTime } = useStaffDates();
  const when = restoring ? dateTime(restoring.created_at) : '';
  return (
    <Confirm
      isOpen={restoring !== undefined}
      loading={busy}
      title="forms.history.confirm_title"
      content={
        restoring && (
          <>
            <Typography>
              {restoring.user_email
                ? translate('forms.history.confirm_content', { when, who: restoring.user_email })
                : translate('forms.history.confirm_content_before_history', { when })}
            </Typography>
            {current && <EmptiedTexts resource={resource} current={current.content} restored={restoring.content} />}
            {current && resource.publishing && (
              <PublicationAfter
                current={current.content}
                restored={restoring.content}
                publication={publication}
                onChange={onPublicationChange}
              />
            )}
          </>
        )
      }
      confirm="forms.history.confirm"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
