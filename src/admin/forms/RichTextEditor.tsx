import { useTranslate, type Validator } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

export interface RichTextEditorProps {
  source: string;
  /** The field's label, a translation key. */
  label: string;
  validate?: Validator;
  /** False where the server keeps no pictures in the text (the record has a picture of its own). */
  pictures?: boolean;
}

/** react-admin's toolbar without its picture button. */
const toolbarWithoutPictures = (
  <RichTextInputToolbar>
    <LevelSelect />
    <FormatButtons />
    <ColorButtons />
    <AlignmentButtons />
    <ListButtons />
    <LinkButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/**
 * A rich text (a news body, an answer) in the editor (tiptap and ProseMirror, the largest part of
 * the back office). It is its own module so that only the forms with such a text download it,
 * through React.lazy (LazyRichText.tsx).
 */
export default function RichTextEditor({ source, label, validate, pictures = true }: RichTextEditorProps) {
  const translate = useTranslate();
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={validate}
      fullWidth
      {...(!pictures && { toolbar: toolbarWithoutPictures })}
      // The editable area is a textbox of its own; screen readers need its name there.
      editorOptions={{
        ...DefaultEditorOptions,
        editorProps: { attributes: { 'aria-label': translate(label) } },
      }}
    />
  );
}
