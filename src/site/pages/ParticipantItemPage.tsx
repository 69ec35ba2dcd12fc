import { StatusBadge } from '../components/participants/StatusBadge';
import { RecordItemPage } from './RecordItemPage';

/** /participants/{slug}: one participant of the park, its status, picture and description. */
export default function ParticipantItemPage() {
  return (
    <RecordItemPage
      page="participant"
      list="participants"
      ns="participants"
      resource="residents"
      picture={(resident) => resident.image_url}
      badge={(resident) => <StatusBadge status={resident.status} />}
    />
  );
}
