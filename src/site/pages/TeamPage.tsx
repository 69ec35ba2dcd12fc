import { CardListPage } from '../components/frame/CardListPage';
import { StaffCard } from '../components/team/StaffCard';
import { useContentList } from '../queries/useApiRead';
import type { Staff } from '../../api/staff';

/** /team: the people who run the park, from the API. */
export default function TeamPage() {
  const staff = useContentList<Staff>('staff');
  return (
    <CardListPage
      ns="team"
      query={staff}
      renderItem={(member, firstRow) => <StaffCard member={member} onScreen={firstRow} />}
    />
  );
}
