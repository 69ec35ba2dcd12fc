import { TextInput } from 'react-admin';
import { notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { inSomeLanguage } from '../forms/TranslatedInputs';
import { PictureTextsForm, type TranslatedText } from '../forms/PictureTextsForm';

const HERO_SLIDE_NOT_EMPTY = inSomeLanguage(notBlank('forms.validation.hero_slide_not_empty'));

const TEXTS: readonly TranslatedText[] = [
  { source: 'title', validate: HERO_SLIDE_NOT_EMPTY },
  { source: 'text', validate: HERO_SLIDE_NOT_EMPTY, multiline: true },
];

/**
 * A slide of Home's hero: its background picture, heading and words in three languages, maybe a
 * link (a page of this site or another site over https) and its place among the others. A picture is required on create; the server repeats every check.
 */
export function HeroSlideForm(props: ResourceFormProps) {
  return (
    <PictureTextsForm {...props} placed texts={TEXTS}>
      <TextInput
        source="link"
        label="resources.hero-slides.fields.link"
        helperText="resources.hero-slides.link_help"
        fullWidth
      />
    </PictureTextsForm>
  );
}
