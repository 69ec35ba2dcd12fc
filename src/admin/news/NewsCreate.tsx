import { Create } from 'react-admin';
import { CreateToolbar } from '../layout/CreateToolbar';
import { NewsForm } from './NewsForm';

export function NewsCreate() {
  return (
    <Create redirect="list">
      <NewsForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
