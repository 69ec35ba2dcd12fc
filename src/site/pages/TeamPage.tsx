import { CardListPage } from '../components/frame/CardListPage';
import { StaffCard } from '../components/team/StaffCard';
import { useStaffList } from '../queries/staff';

/** /team: the people who run the park, from the API. */
export default function TeamPage() {
  const staff = useStaffList();
  return (
    <CardListPage
      ns="team"
      query={staff}
      renderItem={(member, firstRow) => <StaffCard member={member} onScreen={firstRow} />}
    />
  );
}
