import { z } from 'zod';
import { pdf, position, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';
import { PDF_MAX_MB, PDF_TYPE } from './uploadLimits';

/** The Info Center's downloads: the park's presentation, forms and tables, as PDFs, in the staff's order. */
export const documentResource = contentResource({
  name: 'documents',
  what: 'Document',
  publicPage: { path: '/info-center' },
  listSummary: 'The documents of the Info Center, in their order',
  publishing: true,
  fields: {
    title: text({ search: 2, max: 200, required: 'Title must not be empty', sortable: true, example: 'Price list' }),
    /** Answered as an older client reads it: its address and its type. */
    file: pdf(
      {
        column: 'file_url',
        typeColumn: 'file_mime',
        message: 'Please upload a PDF file',
        upload: `data URL of a PDF (at most ${PDF_MAX_MB}MB), checked by its bytes`,
      },
      {
        schema: z.object({
          url: z
            .string()
            .describe(
              'address of the PDF: /uploads/… for an upload, /site/docs/… for a document the site shipped with',
            ),
          mime: z.string().describe(`always ${PDF_TYPE}`),
        }),
        read: ({ picture, picture_type }) => ({ url: picture ?? '', mime: picture_type ?? PDF_TYPE }),
        pictureOf: ({ url, mime }) => ({ picture: url || null, picture_type: mime }),
      },
    ),
    position: position({ sortable: true, example: 4 }),
  },
});
/**
 * One of the park's documents to download, as the API answers it: its title in the language asked
 * for (and every language in `translations`), its PDF and its place in the list.
 */
export type ParkDocument = ItemOf<typeof documentResource>;
