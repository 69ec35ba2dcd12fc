import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { PageSectionForm } from './PageSectionForm';

export function PageSectionCreate() {
  return (
    <Create redirect="list">
      <PageSectionForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
