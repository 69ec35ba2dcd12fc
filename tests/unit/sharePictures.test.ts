import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageOfShareAddress, type ShareCard, sharePictureAddress } from '../../src/api/sharePicture';
import { cropSharePicture, drawSharePicture, loadShareFonts } from '../../src/server/site/sharePictureDrawing';
import { shareDrawing } from '../../src/site/shareDrawing';

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')}`;

/** Every letter of the Russian alphabet, and Uzbek Latin with its ʻ (U+02BB) and ʼ (U+02BC). */
const TITLES = {
  ru: 'Съешь же ещё этих мягких французских булок, да выпей чаю. ЁЖ Й Щ Ъ Ы Ь Э Ю Я',
  uz: 'Oʻzbekiston texnoparki: gʻalaba, maʼlumot va sanʼat — Oʻ Gʻ ShCh',
};

const card = (title: string): ShareCard => ({ pagePath: '/uz/news/7', title, brand: 'Olmaliq texnoparki' });

describe('share pictures', () => {
  const fonts = loadShareFonts();

  it.each(Object.entries(TITLES))(
    'draws a %s title as a 1200×630 PNG with every letter in the fonts',
    async (_, title) => {
      const missing: string[] = [];
      const png = await drawSharePicture(shareDrawing(card(title), LOGO), fonts, (text) => missing.push(text));
      expect(missing).toEqual([]);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    },
  );

  it('hears of letters the fonts lack, so the check above can fail', async () => {
    const missing: string[] = [];
    await drawSharePicture(shareDrawing(card('漢'), LOGO), fonts, (text) => missing.push(text));
    expect(missing.join('')).toContain('漢');
  });

  it('crops a picture of another shape to 1200×630', async () => {
    const portrait = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#9a5a22' } })
      .png()
      .toBuffer();
    expect(await sharp(await cropSharePicture(portrait)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('gives an address that follows the title and names its page', () => {
    const address = sharePictureAddress(card('One'));
    expect(address).toMatch(/^\/share\/uz\/news\/7\/[0-9a-f]{8}\.png$/);
    expect(sharePictureAddress(card('Two'))).not.toBe(address);
    expect(sharePictureAddress({ ...card('One'), picture: '/uploads/a.jpg' })).toMatch(/\.jpg$/);
    expect(pageOfShareAddress(address)).toBe('/uz/news/7');
    expect(pageOfShareAddress(sharePictureAddress({ ...card('Home'), pagePath: '/' }))).toBe('/');
    expect(pageOfShareAddress('/share//evil.example/0a1b2c3d.png')).toBeUndefined();
    expect(pageOfShareAddress('/share/ru/0a1b2c3d.gif')).toBeUndefined();
  });
});
