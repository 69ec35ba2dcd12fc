import { useRecordContext } from 'react-admin';
import type { News } from '../../api/news';
import { Thumbnail } from '../lists/Thumbnail';

/** A news item's cover: its picture, or a silent first frame of its video (no autoplay). */
export function NewsFile({ size = 72 }: { size?: number }) {
  const record = useRecordContext<News>();
  if (!record?.file.image_url) return null;
  if (record.file.mime_type?.startsWith('video/')) {
    return (
      <video
        src={record.file.image_url}
        width={size * 1.5}
        height={size}
        preload="metadata"
        muted
        aria-label={record.title}
      />
    );
  }
  return <Thumbnail src={record.file.image_url} alt={record.title} size={size} />;
}
