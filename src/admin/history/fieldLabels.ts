import type { RevisedResource } from '../../api/revisions';

/**
 * The label of each resource's file input in its form (PictureInput's, the news cover's, a
 * document's), by resource: the history names a replaced file as the form does.
 */
const FILE_INPUT_FIELDS: Record<string, string> = {
  news: 'image',
  documents: 'file',
  residents: 'image',
  services: 'photo',
  staff: 'photo',
  settings: 'infrastructure_video_poster',
};

/** Where the forms take the labels of the fields every resource of a kind shares. */
const SHARED_LABELS: Record<string, string> = {
  picture_alt: 'forms.picture_alt.label',
  status: 'forms.publishing.fields.status',
  publish_at: 'forms.publishing.fields.publish_at',
};

/**
 * The translation key of a field's label as the record's form shows it, for the history's "Also
 * changed" and the restore's warnings: never the column's name. A resource's own `status` (a
 * participant's) is its own field, not the publication's.
 */
export function fieldLabelKey(resource: RevisedResource, field: string): string {
  if (field === resource.file?.column) {
    return `resources.${resource.name}.fields.${FILE_INPUT_FIELDS[resource.name] ?? 'picture'}`;
  }
  const shared = SHARED_LABELS[field];
  if (shared && (field === 'picture_alt' || resource.publishing)) return shared;
  return `resources.${resource.name}.fields.${field}`;
}
