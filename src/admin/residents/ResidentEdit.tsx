import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { ResidentForm } from './ResidentForm';

export function ResidentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ResidentForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
