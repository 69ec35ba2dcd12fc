import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { HeroSlideForm } from './HeroSlideForm';

export function HeroSlideEdit() {
  return (
    <GuardedEdit>
      <HeroSlideForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
