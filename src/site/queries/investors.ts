import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiData } from '../../api/client';
import { fileToDataUrl } from '../../api/dataUrl';
import type { Investor, investorCreateSchema } from '../../api/investors';
import type { Language } from '../../i18n/namespaces';

/** The Info Center's payload: who is applying and the documents as data URLs with their titles. */
export type InvestorApplication = z.input<typeof investorCreateSchema>;

/** What the visitor entered and each picked file with the title of its slot. */
export interface InvestorDraft extends Omit<InvestorApplication, 'files'> {
  documents: { file: File; title: string }[];
}

/** Sent in the page's language (`Accept-Language`, the address staying as old clients know it), which the applicant's receipt is written in. */
export const sendInvestorApplication = (application: InvestorApplication, language: Language) =>
  apiData<Investor>('/investor', {
    method: 'POST',
    body: application,
    headers: { 'Accept-Language': language },
    // Up to 40 MB of documents may travel on a slow line.
    timeoutMs: 120_000,
  });

async function sendDraft({ documents, ...fields }: InvestorDraft, language: Language): Promise<Investor> {
  const files = await Promise.all(
    documents.map(async ({ file, title }) => ({ file: await fileToDataUrl(file), title })),
  );
  return sendInvestorApplication({ ...fields, files }, language);
}

/** Reads the chosen files and sends them; pending covers both, so the form shows one progress. */
export function useSendInvestorApplication(language: Language) {
  return useMutation({ mutationFn: (draft: InvestorDraft) => sendDraft(draft, language) });
}
