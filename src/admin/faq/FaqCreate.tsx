import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { FaqForm } from './FaqForm';

export function FaqCreate() {
  return (
    <Create redirect="list">
      <FaqForm toolbar={<CreateToolbar />} />
    </Create>
  );
}
