import { position, richText, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';

const NOT_EMPTY = 'Question and answer must not be empty';

/** The questions and answers of About Us (the park's tasks), in the staff's order. */
export const faqResource = contentResource({
  name: 'faq',
  what: 'Question',
  publicPage: { path: '/about-us' },
  listSummary: 'The questions and answers of About Us, in their order',
  publishing: true,
  fields: {
    question: text({
      search: 2,
      max: 300,
      required: NOT_EMPTY,
      sortable: true,
      example: 'Who may apply for a plot?',
      screen: { column: true, title: true },
    }),
    /** HTML; what the allow-list does not keep is removed. */
    answer: richText({
      search: 1,
      max: 20_000,
      required: NOT_EMPTY,
      describe: 'sanitised HTML',
      example: '<p>Any company with a processing project; see the Info Center.</p>',
    }),
    position: position({ sortable: true, example: 1, screen: { help: true } }),
  },
});
export type Faq = ItemOf<typeof faqResource>;
