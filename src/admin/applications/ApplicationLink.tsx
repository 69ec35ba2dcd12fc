import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * The application's reference as the way into its own view. The rows' Edit button is the table's
 * last column, past the right edge of a laptop's screen once the sender's words and the status
 * take their room; the reference is the first column, and what staff quote to each other.
 */
export function ApplicationLink() {
  const record = useRecordContext<{ id: number; reference: string }>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return <Link to={createPath({ resource, id: record.id, type: 'edit' })}>{record.reference}</Link>;
}
