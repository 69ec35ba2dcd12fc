import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneRecordEndpoints } from '../../src/admin/data/oneRecordEndpoints';
import { link, text } from '../../src/api/contentFields';
import { oneRecordResource } from '../../src/api/oneRecordResource';
import { httpsUrlSchema, settingsResource } from '../../src/api/settings';
import { oneRecordAnswer, oneRecordColumns } from '../../src/server/content/oneRecord';

/**
 * docs/architecture.md ("A settings field"): a new field of the park's details is its entry in the
 * declaration (with its migration and translations). Here a throwaway declaration adds two, a
 * link and a translated text, and each part made from the map has them: the answer and its
 * schema, the update body, the columns a change writes, the history's fields and the back
 * office's body.
 */
const { fieldMap, ...declared } = settingsResource;
const withNewFields = oneRecordResource({
  ...declared,
  fields: {
    ...fieldMap,
    telegram_bot: link(httpsUrlSchema, { describe: 'the park’s Telegram bot' }),
    motto: text({ max: 120 }),
  },
});

const row = {
  id: 1,
  version: 3,
  updated_at: '2026-11-28T10:00:00.000Z',
  phones: '["+998 71 200 45 45"]',
  email: 'info@park.example',
  address: 'Sanoat 12',
  address_ru: 'Саноат, 12',
  address_uz: '',
  working_hours: '9–18',
  working_hours_ru: '',
  working_hours_uz: '',
  map_url: '',
  social_links: '[{"label":"Telegram","url":"https://t.me/park","kept":"no"}]',
  infrastructure_video_url: '/site/video/infrastructure.webm',
  infrastructure_video_poster: '/site/infrastructure/video-poster.webp',
  telegram_bot: 'https://t.me/park_bot',
  motto: 'Make it here',
  motto_ru: 'Делаем здесь',
  motto_uz: '',
};

describe('a new settings field is its declaration', () => {
  it('is in the answer, in the map’s order, and its schema', () => {
    const answer = oneRecordAnswer(withNewFields, row, 'ru', { application_retention_days: 30 });
    expect(Object.keys(answer)).toEqual([
      ...Object.keys(settingsResource.item.shape).slice(0, -2),
      'telegram_bot',
      'motto',
      'updated_at',
      'translations',
    ]);
    expect(answer).toMatchObject({
      telegram_bot: 'https://t.me/park_bot',
      motto: 'Делаем здесь',
      address: 'Саноат, 12',
      social_links: [{ label: 'Telegram', url: 'https://t.me/park' }],
    });
    expect(answer.translations.uz.motto).toBe('');
    expect(withNewFields.item.parse(answer)).toEqual(answer);
  });

  it('is in the update body, checked by its own rule, and written to its columns', () => {
    const body = withNewFields.updateBody.parse({
      telegram_bot: ' https://t.me/new_bot ',
      motto: 'Built here',
      translations: { uz: { motto: 'Shu yerda' } },
    });
    expect(oneRecordColumns(withNewFields, body, 'en')).toMatchObject({
      telegram_bot: 'https://t.me/new_bot',
      motto: 'Built here',
      motto_uz: 'Shu yerda',
    });
    const refused = withNewFields.updateBody.safeParse({ telegram_bot: 'http://t.me/bot' });
    expect(refused.success).toBe(false);
    expect(z.treeifyError(refused.error!).properties).toHaveProperty('telegram_bot');
    expect(withNewFields.fields).toContain('telegram_bot');
    expect(withNewFields.texts).toContain('motto');
  });

  it('is sent by the back office’s form', async () => {
    const endpoints = oneRecordEndpoints(withNewFields, 'site');
    const record = endpoints.toRecord(oneRecordAnswer(withNewFields, row, 'en'));
    const sent = await endpoints.updateBody({ ...record, telegram_bot: 'https://t.me/other_bot' }, record);
    expect(sent).toMatchObject({ telegram_bot: 'https://t.me/other_bot', motto: 'Make it here' });
  });
});
