import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { ColleagueTwoStepReset } from './ColleagueTwoStepReset';
import { UserForm } from './UserForm';

/** An empty password keeps the current one: the data provider leaves it out (data/endpoints.ts). */
export function UserEdit() {
  return (
    <GuardedEdit>
      <UserForm creating={false} toolbar={<EditToolbar />} />
      <ColleagueTwoStepReset />
    </GuardedEdit>
  );
}
