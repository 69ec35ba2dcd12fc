import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadApi, RenderEntry } from '../../api/pageRendering';
import {
  pageOfShareAddress,
  type ShareCard,
  SHARE_PICTURES_PREFIX,
  sharePictureAddress,
  shareFileType,
} from '../../api/sharePicture';
import type { PublicAddress } from '../http/publicAddress';
import { cropSharePicture, drawSharePicture, loadShareFonts } from './sharePictureDrawing';

/** An address's picture never changes (the address changes with it): browsers and caches in front keep it a year. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * The drawn and cropped pictures are kept in this instance's memory, least recently asked first
 * out, up to this many bytes (a drawing is some 30–60 kB: several hundred pictures). Not in the
 * configured file storage: a picture is redrawn in a fraction of a second, its address never
 * changes so browsers and the caches in front ask for it about once, and stored pictures of old
 * titles would need sweeping, and GET requests would write to the storage (S3 included).
 */
const KEPT_BYTES = 24 * 1024 * 1024;

/** The cards of this many pages at most are known at once (there are some hundreds of pages). */
const KEPT_CARDS = 2000;

/** A least-recently-used store of pictures by address, bounded by their bytes. */
class KeptPictures {
  private readonly pictures = new Map<string, Buffer>();
  private bytes = 0;

  find(address: string): Buffer | undefined {
    const picture = this.pictures.get(address);
    if (picture) {
      this.pictures.delete(address);
      this.pictures.set(address, picture);
    }
    return picture;
  }

  keep(address: string, picture: Buffer): void {
    if (this.pictures.has(address)) return;
    this.pictures.set(address, picture);
    this.bytes += picture.length;
    for (const [oldest, kept] of this.pictures) {
      if (this.bytes <= KEPT_BYTES) break;
      this.pictures.delete(oldest);
      this.bytes -= kept.length;
    }
  }
}

/** The park's logo as a data URL for the drawing, from the build (public/site/logo.svg); none if the build lacks it. */
function logoDataUrl(siteRoot: string): string {
  const file = join(siteRoot, 'site', 'logo.svg');
  const svg = existsSync(file) ? readFileSync(file) : Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

/**
 * `/share/{page address}/{hash}.png` (or `.jpg`): the 1200×630 picture a page names in its head
 * (og:image, twitter:image), see src/api/sharePicture.ts. Only the picture a real page names now
 * answers: the server renders the page (as any visitor would see it, so never a draft: a preview's
 * address is not a page address) and takes the card its head was made from; an address of no page
 * is 404, and one with another hash (an old title's) is a 302 to the current picture, so a link
 * preview made before a rename shows the new title rather than the old one or nothing. The cards
 * are known until the content changes (the public cache's generation); the pictures by address.
 */
export function serveSharePictures(
  app: FastifyInstance,
  { entry, root }: { entry: RenderEntry; root: string },
  readApi: ReadApi,
  siteUrl: PublicAddress,
) {
  // Read at the first drawing, with the drawing's code (sharePictureDrawing.ts).
  let fonts: ReturnType<typeof loadShareFonts> | undefined;
  const logo = logoDataUrl(root);
  const kept = new KeptPictures();
  const making = new Map<string, Promise<Buffer | undefined>>();
  let cardsGeneration = -1;
  const cards = new Map<string, Promise<ShareCard | undefined>>();

  const renderedCard = async (request: FastifyRequest, pagePath: string): Promise<ShareCard | undefined> => {
    try {
      const page = await entry.renderPage({ url: pagePath, readApi, siteUrl: siteUrl() });
      return page.status === 200 ? page.share : undefined;
    } catch (error) {
      request.log.error({ err: error, page: pagePath }, 'server rendering for a share picture failed');
      return undefined;
    }
  };

  /** The card the page at this address names now; undefined for no page. Only real pages' cards are kept. */
  const currentCard = async (request: FastifyRequest, pagePath: string): Promise<ShareCard | undefined> => {
    const generation = await app.publicCache.generation.current();
    if (generation !== cardsGeneration || cards.size >= KEPT_CARDS) {
      cards.clear();
      cardsGeneration = generation;
    }
    let card = cards.get(pagePath);
    if (!card) {
      card = renderedCard(request, pagePath);
      cards.set(pagePath, card);
      const forget = () => {
        if (cards.get(pagePath) === card) cards.delete(pagePath);
      };
      void card.then((found) => {
        if (!found) forget();
      });
    }
    return card;
  };

  /** The page's own picture, as this site serves it to anyone (a stored upload or a file of the build). */
  const ownPicture = async (path: string): Promise<Buffer | undefined> => {
    const response = await app.inject({ method: 'GET', url: path });
    return response.statusCode === 200 ? response.rawPayload : undefined;
  };

  const makePicture = async (request: FastifyRequest, card: ShareCard): Promise<Buffer | undefined> => {
    const started = performance.now();
    try {
      if (card.picture) {
        const picture = await ownPicture(card.picture);
        return picture && (await cropSharePicture(picture));
      }
      return await drawSharePicture(entry.shareDrawing(card, logo), (fonts ??= loadShareFonts()));
    } catch (error) {
      request.log.error({ err: error, picture: card.picture }, 'share picture failed');
      return undefined;
    } finally {
      request.log.debug({ ms: Math.round(performance.now() - started) }, 'share picture made');
    }
  };

  /** Requests for a picture being made wait for it rather than making it again. */
  const pictureOf = (request: FastifyRequest, address: string, card: ShareCard) => {
    const found = kept.find(address);
    if (found) return found;
    let pending = making.get(address);
    if (!pending) {
      pending = makePicture(request, card).then((picture) => {
        if (picture) kept.keep(address, picture);
        return picture;
      });
      making.set(address, pending);
      void pending.finally(() => making.delete(address));
    }
    return pending;
  };

  app.get(`${SHARE_PICTURES_PREFIX}/*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const pagePath = pageOfShareAddress(path);
    const card = pagePath === undefined ? undefined : await currentCard(request, pagePath);
    if (!card) return reply.callNotFound();
    const address = sharePictureAddress(card);
    if (address !== path) return reply.header('Cache-Control', 'no-cache').redirect(address, 302);
    const picture = await pictureOf(request, address, card);
    if (!picture) return reply.callNotFound();
    return reply
      .header('Cache-Control', FOREVER)
      .type(shareFileType(card) === 'jpg' ? 'image/jpeg' : 'image/png')
      .send(picture);
  });
}
