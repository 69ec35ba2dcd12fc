import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { ProductForm } from './ProductForm';

export function ProductCreate() {
  return (
    <Create redirect="list">
      <ProductForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
