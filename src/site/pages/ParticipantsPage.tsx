import { CardListPage } from '../components/frame/CardListPage';
import { ParticipantCard } from '../components/participants/ParticipantCard';
import { useContentList } from '../queries/useApiRead';
import type { Resident } from '../../api/residents';

/** /participants: the companies working or building in the park, from the API. */
export default function ParticipantsPage() {
  const residents = useContentList<Resident>('residents');
  return (
    <CardListPage
      ns="participants"
      query={residents}
      renderItem={(resident, firstRow) => <ParticipantCard resident={resident} onScreen={firstRow} />}
    />
  );
}
