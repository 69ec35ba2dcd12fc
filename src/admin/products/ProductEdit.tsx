import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { ProductForm } from './ProductForm';

export function ProductEdit() {
  return (
    <GuardedEdit>
      <ProductForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
