export const LANGUAGES = ['en', 'ru', 'uz'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The 21 translation namespaces, one file each under locales/{lng}/. The public site
 * loads a namespace when a page first asks for it; the back office bundles its five; `applicant`
 * (the status page and the applicant's mails) is read by the server alone.
 */
export const NAMESPACES = [
  'translation',
  'common',
  'navbar',
  'footer',
  'home',
  'news',
  'services',
  'team',
  'about',
  'participants',
  'infoCenter',
  'contact',
  'notification',
  'login',
  'sidebar',
  'lists',
  'applications',
  'forms',
  'integrations',
  'search',
  'applicant',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
