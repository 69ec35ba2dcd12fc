import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { DocumentForm } from './DocumentForm';

export function DocumentCreate() {
  return (
    <Create redirect="list">
      <DocumentForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
