import { useTranslate, type Validator } from 'react-admin';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';

/**
 * The news body in the rich-text editor (tiptap and ProseMirror, the largest part of the back
 * office). It is its own module so that only the news forms download it, through React.lazy.
 */
export default function NewsBodyInput({ validate }: { validate: Validator }) {
  const translate = useTranslate();
  return (
    <RichTextInput
      source="body"
      validate={validate}
      fullWidth
      // The editable area is a textbox of its own; screen readers need its name there.
      editorOptions={{
        ...DefaultEditorOptions,
        editorProps: { attributes: { 'aria-label': translate('resources.news.fields.body') } },
      }}
    />
  );
}
