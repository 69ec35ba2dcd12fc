import { z } from 'zod';
import { dataUrl, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { textNames } from './translations';
import { PDF_MAX_MB, PDF_TYPE } from './uploadLimits';

const TITLE_REQUIRED = 'Title must not be empty';
export const PDF_REQUIRED = 'Please upload a PDF file';

const DOCUMENT_TEXTS = { title: { max: 200, required: TITLE_REQUIRED } };
export const DOCUMENT_TRANSLATABLE = textNames(DOCUMENT_TEXTS);

/**
 * One of the park's documents to download, as the API answers it: its title in the language asked
 * for (and every language in `translations`), its PDF and its place in the list.
 */
export const documentSchema = contentItemSchema(DOCUMENT_TRANSLATABLE, {
  title: z.string(),
  file: z.object({
    url: z
      .string()
      .describe('address of the PDF: /uploads/… for an upload, /site/docs/… for a document the site shipped with'),
    mime: z.string().describe(`always ${PDF_TYPE}`),
  }),
  position: positionSchema,
});
export type ParkDocument = z.infer<typeof documentSchema>;

const pdf = dataUrl(PDF_REQUIRED).describe(`data URL of a PDF (at most ${PDF_MAX_MB}MB), checked by its bytes`);

/** With the texts of `documentResource`. */
const documentCreateSchema = z.object({ file: pdf, position: positionInput.default(0) });

/** Any part may change; without `file`, the stored PDF stays. */
const documentUpdateSchema = documentCreateSchema.partial().extend({ position: positionInput.optional() });

export const DOCUMENT_SORTABLE = ['id', 'position', 'title', 'created_at'] as const;

/** The Info Center's downloads: the park's presentation, forms and tables, as PDFs, in the staff's order. */
export const documentResource = contentResourceOfParts({
  name: 'documents',
  what: 'Document',
  listSummary: 'The documents of the Info Center, in their order',
  item: documentSchema,
  createBody: documentCreateSchema,
  updateBody: documentUpdateSchema,
  textRules: DOCUMENT_TEXTS,
  ordering: 'position',
  publishing: true,
  file: { policy: 'pdf', column: 'file_url', typeColumn: 'file_mime', requiredOnCreate: true },
  wireNames: { create: { picture: 'file' }, update: { picture: 'file' } },
  list: { sortable: DOCUMENT_SORTABLE },
  toItem: ({
    id,
    uuid,
    title,
    picture,
    picture_type,
    position,
    created_at,
    translations,
    languages,
  }): ParkDocument => ({
    id,
    uuid,
    title,
    file: { url: picture ?? '', mime: picture_type ?? PDF_TYPE },
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.file.url || null, picture_type: item.file.mime }),
  example: { title: 'Price list', position: 4 },
});
