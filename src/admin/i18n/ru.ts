import type { TranslationMessages } from 'react-admin';

/**
 * React-admin's keys that ra-language-russian (written for an earlier 5.x) lacks beside
 * ra-language-english: without them the Russian interface would show the English.
 */
export const russianAdditions: Pick<TranslationMessages, 'ra'> = {
  ra: {
    guesser: {
      empty: {
        title: 'Нет данных для отображения',
        message: 'Проверьте провайдер данных',
      },
    },
  } as TranslationMessages['ra'],
};
