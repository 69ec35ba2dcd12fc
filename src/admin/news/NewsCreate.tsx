import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { NewsForm } from './NewsForm';

export function NewsCreate() {
  return (
    <Create redirect="list">
      <NewsForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
