import { NumberInput } from 'react-admin';
import { wholeNumberFromZero } from './formRules';

/** Where a record stands in a list staff order (figures, questions…); `help` says where that shows. */
export function PositionInput({ resource, help }: { resource: string; help: string }) {
  return (
    <NumberInput
      source="position"
      label={`resources.${resource}.fields.position`}
      helperText={help}
      validate={wholeNumberFromZero('forms.validation.position')}
      defaultValue={0}
    />
  );
}
