import { useEffect, useRef } from 'react';
import { type Control, useFormContext, useFormState } from 'react-hook-form';
import { SimpleForm, type SimpleFormProps, useRecordContext, useWarnWhenUnsavedChanges } from 'react-admin';

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
export function GuardedForm({ children, ...props }: SimpleFormProps) {
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={AskBeforeLeavingUnsaved}
      resetOptions={KEEP_TYPED_VALUES}
      {...props}
    >
      {children}
      <SavedValuesFollowRecord />
    </SimpleForm>
  );
}

/**
 * React-admin's question before leaving unsaved work, asked only when no save is under way. A save
 * moves to the list from inside the submit, before react-hook-form marks the submit successful; the
 * stock hook could then see a dirty, not yet saved form at that move and ask "leave unsaved
 * changes?" just after the save succeeded (a browser that dismisses the question stays on the form).
 */
function AskBeforeLeavingUnsaved({
  enable = true,
  formRootPathName,
  formControl,
}: {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}) {
  const { isSubmitting } = useFormState({ control: formControl });
  useWarnWhenUnsavedChanges(enable && !isSubmitting, formRootPathName, formControl);
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What was saved stays marked as typed while a form stays open after its save (the park's details),
 * so a newer copy of the record would not reach it. An input still holding the value the record
 * had is no unsaved work: when the record changes (a version restored from its history), it takes
 * the new value. One holding something else was typed, and stays.
 */
function SavedValuesFollowRecord() {
  const record = useRecordContext();
  const { getValues, resetField, formState } = useFormContext();
  const previous = useRef(record);
  useEffect(() => {
    const before = previous.current;
    previous.current = record;
    if (!before || !record || before === record) return;
    for (const name of Object.keys(formState.dirtyFields)) {
      if (name in record && same(getValues(name), before[name])) resetField(name, { defaultValue: record[name] });
    }
  }, [record, getValues, resetField, formState]);
  return null;
}
