import { TextInput } from 'react-admin';
import { notBlank } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import { PositionInput } from '../forms/PositionInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';

const HERO_SLIDE_NOT_EMPTY = inSomeLanguage(notBlank('forms.validation.hero_slide_not_empty'));

/**
 * A slide of Home's hero: its background picture, heading and words in three languages, maybe a
 * link (a page of this site or another site over https) and its place among the others. A picture is required on create; the server repeats every check.
 */
export function HeroSlideForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.hero-slides.fields.picture" creating={creating} required />
      <TranslatedInputs>
        <PictureAltInput />
        <TextInput
          source="title"
          label="resources.hero-slides.fields.title"
          validate={HERO_SLIDE_NOT_EMPTY}
          fullWidth
        />
        <TextInput
          source="text"
          label="resources.hero-slides.fields.text"
          validate={HERO_SLIDE_NOT_EMPTY}
          fullWidth
          multiline
        />
      </TranslatedInputs>
      <TextInput
        source="link"
        label="resources.hero-slides.fields.link"
        helperText="resources.hero-slides.link_help"
        fullWidth
      />
      <PositionInput resource="hero-slides" help="resources.hero-slides.position_help" />
    </GuardedForm>
  );
}
