import { test } from './fixtures';

// What a person sees of the login page and the back office in each language, for the tests that
// let the browser's own language choose the back office's (each project's browser speaks its own).

export type Language = 'en' | 'ru' | 'uz';

/** What a person sees of the login page and the back office, per language. */
export const WORDS = {
  en: {
    prefix: '',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    languageMenu: 'Language',
    newsTitle: 'Title',
  },
  ru: {
    prefix: '/ru',
    email: 'Электронная почта',
    password: 'Пароль',
    signIn: 'Войти',
    dashboard: 'Сводка',
    languageMenu: 'Язык',
    newsTitle: 'Заголовок',
  },
  uz: {
    prefix: '/uz',
    email: 'Elektron pochta',
    password: 'Parol',
    signIn: 'Kirish',
    dashboard: 'Boshqaruv paneli',
    languageMenu: 'Til',
    newsTitle: 'Sarlavha',
  },
} as const;

/** The language of this project's browser (`ru-RU`: Russian; the English project names none). */
export const browserLanguage = (): Language => {
  const locale = test.info().project.use.locale ?? 'en';
  return locale.startsWith('ru') ? 'ru' : locale.startsWith('uz') ? 'uz' : 'en';
};
