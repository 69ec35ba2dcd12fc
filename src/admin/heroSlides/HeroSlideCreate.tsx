import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { HeroSlideForm } from './HeroSlideForm';

export function HeroSlideCreate() {
  return (
    <Create redirect="list">
      <HeroSlideForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
