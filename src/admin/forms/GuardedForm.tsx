import { SimpleForm, type SimpleFormProps } from 'react-admin';

/**
 * Typed values stay when a later copy of the record arrives; only untouched inputs take its values.
 * They stay changed inputs too (`dirtyFields`, which react-admin's unsaved-changes warning and our
 * Save read), though react-hook-form's overall `isDirty` turns false at such a reset.
 * A successful save stays successful through the copy the save itself answered, so the form is
 * left for the list without the unsaved-changes question.
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

/**
 * The form of every back-office screen: react-admin's SimpleForm that guards what staff typed.
 * A copy of the record that arrives after the form opened (the list's copy is shown first, the
 * server's follows) no longer resets the inputs staff already changed, and leaving with unsaved
 * changes (a link, the menu, Back, closing the tab) asks first.
 */
export function GuardedForm(props: SimpleFormProps) {
  return <SimpleForm warnWhenUnsavedChanges resetOptions={KEEP_TYPED_VALUES} {...props} />;
}
