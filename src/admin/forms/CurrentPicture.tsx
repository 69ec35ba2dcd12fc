import { Box } from '@mui/material';
import { useGetRecordRepresentation, useRecordContext } from 'react-admin';

/** What every record with a picture carries (see the record shape in data/endpoints.ts). */
interface WithPicture {
  id: string | number;
  picture: string | null;
  /** The MIME type, where the picture may be a video (news covers). */
  picture_type?: string | null;
}

/**
 * The record's stored picture, in a list row or above an edit form's file input: a picture, or a
 * silent first frame of a video (no autoplay), sized up front so the layout does not jump; nothing
 * when there is none. Named after the record (its `recordRepresentation`), or `alt` where the
 * record has no name of its own (the one record of Site settings).
 */
export function CurrentPicture({ size = 56, alt }: { size?: number; alt?: string }) {
  const record = useRecordContext<WithPicture>();
  const representation = useGetRecordRepresentation();
  if (!record?.picture) return null;
  const name = alt ?? String(representation(record));
  if (record.picture_type?.startsWith('video/')) {
    return <video src={record.picture} width={size * 1.5} height={size} preload="metadata" muted aria-label={name} />;
  }
  return (
    <Box
      component="img"
      src={record.picture}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
