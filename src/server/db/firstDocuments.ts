/**
 * The three PDFs the Info Center offered while its list was part of the code, with the titles its
 * texts gave them in each language. Migration 0009 writes them once into the new `documents`
 * table, so an existing site keeps them (and a new one starts with them, demo content or not) and
 * staff take over from there; like a migration, this list is never edited.
 *
 * The files stay where they always were, in public/site/docs, served with the site: a row names
 * its address, never a copy under /uploads/. The upload store removes only files it made
 * (`/uploads/…`) and the orphan sweep only looks at the upload store, so replacing or deleting one
 * of these rows leaves the static file in place.
 */
export const FIRST_DOCUMENTS = [
  { url: '/site/docs/presentation.pdf', en: 'Presentation', ru: 'Презентация', uz: 'Taqdimot' },
  { url: '/site/docs/order-form.pdf', en: 'Order form', ru: 'Бланк заявки', uz: 'Buyurtma shakli' },
  { url: '/site/docs/network-table.pdf', en: 'Network table', ru: 'Сетевая таблица', uz: 'Tarmoq jadvali' },
] as const;
