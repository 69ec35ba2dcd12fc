import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '../../src/api/common';
import { RICH_TEXT_MESSAGES } from '../../src/admin/i18n/richText';
import { uzbekMessages } from '../../src/admin/i18n/uz';
import { ADMIN_MESSAGES, createI18nProvider } from '../../src/admin/i18nProvider';
import { LANGUAGES } from '../../src/i18n/namespaces';

/** Every key path of a message tree, e.g. `ra.action.save`. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('back office messages', () => {
  it('the Uzbek set has every react-admin key of the English one, each with a text', () => {
    expect(keys(uzbekMessages).sort()).toEqual(keys(englishMessages).sort());
    for (const key of keys(uzbekMessages)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], uzbekMessages);
      expect(typeof text === 'string' && text.length > 0, key).toBe(true);
    }
  });

  it.each(LANGUAGES)('%s translates the texts the screens ask for', (language) => {
    const i18n = createI18nProvider(language);
    const used = [
      'ra.action.save',
      'ra.action.delete',
      'ra.navigation.page_rows_per_page',
      'resources.staff.name',
      'resources.news.fields.title',
      'resources.contacts.notifications.deleted',
      'resources.users.notifications.created',
      'sidebar.menu.workers',
      'sidebar.session.log_out',
      'lists.resident_status.building',
      'forms.validation.password_rule',
      'forms.messages.server_error',
      'applications.tabs.client',
    ];
    for (const key of used) expect(i18n.translate(key), `${language}: ${key}`).not.toBe(key);
  });

  it.each(['ru', 'uz'] as const)(
    '%s has every rich-text toolbar label and react-admin key of the English set',
    (language) => {
      const english = createI18nProvider('en');
      const other = createI18nProvider(language);
      const wanted = [...keys(englishMessages), ...keys(RICH_TEXT_MESSAGES.en)];
      expect(wanted).toContain('ra.tiptap.bold');
      for (const key of wanted) expect(other.translate(key), `${language}: ${key}`).not.toBe(key);
      for (const key of keys(RICH_TEXT_MESSAGES.en)) {
        expect(other.translate(key), `${language}: ${key}`).not.toBe(english.translate(key));
      }
    },
  );

  it.each(LANGUAGES)('%s says an empty list is empty in a sentence of its own, for every list', (language) => {
    // React-admin's own sentence puts the list's name in its first form ("Нет Заявка клиента."): each
    // list has its own, in its language's grammar.
    const english = createI18nProvider('en');
    const i18n = createI18nProvider(language);
    const lists = Object.keys(ADMIN_MESSAGES[language].resources as object).filter((name) => name !== 'settings');
    expect(lists).toContain('contacts');
    for (const name of lists) {
      const empty = i18n.translate(`resources.${name}.empty`);
      expect(empty, `${language}: ${name}`).toMatch(/^\p{Lu}.*\.$/u);
      if (language !== 'en')
        expect(empty, `${language}: ${name}`).not.toBe(english.translate(`resources.${name}.empty`));
    }
    expect(createI18nProvider('ru').translate('resources.contacts.empty')).toBe('Заявок клиентов пока нет.');
  });

  it('react-admin itself speaks Russian in the Russian interface', () => {
    expect(createI18nProvider('ru').translate('ra.action.save')).toBe('Сохранить');
  });

  it('keeps the English failure wording of the product and of the server rules', () => {
    const t = createI18nProvider('en').translate;
    expect(t('forms.validation.password_rule')).toBe(PASSWORD_RULE);
    expect(t('forms.messages.server_error')).toBe('Server Error');
    expect(t('forms.messages.error_saving')).toBe('Error saving');
    expect(t('forms.messages.no_changes')).toBe('No changes detected');
    expect(t('resources.news.notifications.created')).toBe('News created successfully');
    expect(t('resources.news.notifications.updated')).toBe('News updated successfully');
    expect(t('resources.news.notifications.deleted')).toBe('News deleted successfully');
    expect(t('resources.services.notifications.created')).toBe('Service successfully created');
    expect(t('resources.services.notifications.updated')).toBe('Service updated successfully');
    expect(t('resources.services.notifications.deleted')).toBe('Service deleted successfully');
    expect(t('resources.users.notifications.created')).toBe('User created successfully');
    expect(t('resources.users.notifications.updated')).toBe('User updated successfully');
    expect(t('resources.users.notifications.deleted')).toBe('User deleted successfully');
    expect(t('resources.contacts.notifications.deleted')).toBe('The message has been deleted');
    expect(t('forms.validation.file_too_big', { mb: 3 })).toBe('File size exceeds 3 MB');
    expect(t('forms.validation.fill_all')).toBe('Make sure all fields are filled');
    expect(t('forms.validation.status_required')).toBe('Please select a status');
    expect(t('forms.placeholder.status')).toBe('Choose');
  });

  it('offers the three languages by their own names', () => {
    expect(
      createI18nProvider('en')
        .getLocales?.()
        .map((locale) => locale.locale),
    ).toEqual([...LANGUAGES]);
    expect(Object.keys(ADMIN_MESSAGES).sort()).toEqual([...LANGUAGES].sort());
  });
});
