/** The seven optional documents of an investor application, in the order shown. */
export const DOCUMENT_SLOTS = [
  'directorLetter',
  'request',
  'businessPlan',
  'networkSchedule',
  'certificate',
  'charter',
  'founderIds',
] as const;

export type DocumentSlotId = (typeof DOCUMENT_SLOTS)[number];
