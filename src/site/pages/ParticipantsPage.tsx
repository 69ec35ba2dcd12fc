import { CardListPage } from '../components/frame/CardListPage';
import { ParticipantCard } from '../components/participants/ParticipantCard';
import { useResidentList } from '../queries/residents';

/** /participants: the companies working or building in the park, from the API. */
export default function ParticipantsPage() {
  const residents = useResidentList();
  return (
    <CardListPage
      ns="participants"
      query={residents}
      renderItem={(resident, firstRow) => <ParticipantCard resident={resident} onScreen={firstRow} />}
    />
  );
}
