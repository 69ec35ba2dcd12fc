import type { Resident } from '../../api/residents';
import { ParticipantCard } from '../components/participants/ParticipantCard';
import { PARTICIPANTS } from '../queries/pagedLists';
import { PagedListPage } from './PagedListPage';

/** /participants: the companies working or building in the park, in the staff's order, twelve to a page (`?page=2`). */
export default function ParticipantsPage() {
  return (
    <PagedListPage<Resident>
      pageKey="participants"
      list={PARTICIPANTS}
      ns="participants"
      renderItem={(resident, firstRow) => <ParticipantCard resident={resident} onScreen={firstRow} />}
    />
  );
}
