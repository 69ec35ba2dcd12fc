import { describe, expect, it } from 'vitest';
import { MAX_ADDRESS_PATH, normalisedPath, readablePath, redirectBodySchema } from '../../src/api/redirects';
import { referrerHostOf } from '../../src/server/missed/missedAddresses';

describe('the paths of missed addresses and redirects', () => {
  it('are compared without query, fragment, doubled or trailing slashes, one way encoded, and cut', () => {
    expect(normalisedPath('/Old//page/?p=1#top')).toBe('/Old/page');
    expect(normalisedPath('/')).toBe('/');
    expect(normalisedPath('/ru/новости/')).toBe('/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8');
    expect(normalisedPath('/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8')).toBe(normalisedPath('/ru/новости'));
    expect(normalisedPath(`/${'a'.repeat(1000)}`)).toHaveLength(MAX_ADDRESS_PATH);
    expect(readablePath(normalisedPath('/ru/новости'))).toBe('/ru/новости');
    expect(readablePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('keep a target’s query and an https address as written', () => {
    expect(redirectBodySchema.parse({ from_path: '/old/', to: '/news//?page=2' })).toEqual({
      from_path: '/old',
      to: '/news?page=2',
    });
    expect(redirectBodySchema.parse({ from_path: '/old', to: 'https://gov.example/a?b=1' }).to).toBe(
      'https://gov.example/a?b=1',
    );
    expect(redirectBodySchema.safeParse({ from_path: '/old', to: 'https://user:pw@gov.example/' }).success).toBe(false);
  });

  it('keep only the host of a referring page', () => {
    expect(referrerHostOf('https://Old-Park.example.uz/ru/page?who=anna')).toBe('old-park.example.uz');
    expect(referrerHostOf('android-app://org.telegram.messenger/')).toBeNull();
    expect(referrerHostOf('not an address')).toBeNull();
    expect(referrerHostOf(undefined)).toBeNull();
  });
});
