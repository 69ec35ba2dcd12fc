import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';
import {
  FILE_FIELD_PREFIX,
  FILE_TITLE_PREFIX,
  PLAIN_FORMS,
  type PlainFormAnswer,
  type PlainFormName,
  problemOfStatus,
  SENT_PARAMETER,
  RECEIPT_PARAMETER,
  receiptNews,
} from '../../api/plainForms';
import { INVESTOR_TOTAL_MB } from '../../api/uploadLimits';
import { HttpError } from '../http/errors';
import { PLAIN_FORM_HEADER } from '../files/uploadGate';
import { uploadBodyLimit } from '../files/uploads';
import type { pageRenderer } from './renderedPages';
import { localizedPath } from '../../api/languagePaths';

type RenderPage = ReturnType<typeof pageRenderer>;

/** What a plain form becomes for its API route, what to fill back in, and which file slot is which. */
interface Translated {
  payload: Record<string, unknown>;
  values: Record<string, string>;
  /** The slot of each sent file, in the order of the API's `files`. */
  fileSlots: string[];
}

/** A text field as sent; a file or nothing in its place is no text. */
const textOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** A browser sends a ticked box as its value (`on`), and nothing for one left empty. */
const ticked = (data: FormData, name: string) => data.get(name) !== null;

function typedValues(data: FormData, names: readonly string[]) {
  return Object.fromEntries(
    names.flatMap((name) => {
      const text = textOf(data, name);
      return text === undefined ? [] : [[name, text]];
    }),
  );
}

function contactPayload(data: FormData): Translated {
  const values = typedValues(data, ['name', 'email', 'phone_number', 'message', 'consent']);
  const payload = { ...values, consent: ticked(data, 'consent') || undefined, website: textOf(data, 'website') };
  return { payload, values, fileSlots: [] };
}

/** The chosen files as the API takes them (data URLs), each with the title its slot carries. */
async function investorPayload(data: FormData): Promise<Translated> {
  const values = typedValues(data, ['name', 'email', 'phone_number', 'info', 'consent']);
  const files: { file: string; title: string }[] = [];
  const fileSlots: string[] = [];
  for (const [name, value] of data.entries()) {
    // A file input left empty is sent as a part with no name and no bytes.
    if (!name.startsWith(FILE_FIELD_PREFIX) || typeof value === 'string' || value.size === 0) continue;
    const slot = name.slice(FILE_FIELD_PREFIX.length);
    const bytes = Buffer.from(await value.arrayBuffer());
    const type = value.type || 'application/octet-stream';
    files.push({
      file: `data:${type};base64,${bytes.toString('base64')}`,
      title: textOf(data, FILE_TITLE_PREFIX + slot) ?? slot,
    });
    fileSlots.push(slot);
  }
  const payload = { ...values, consent: ticked(data, 'consent') || undefined, website: textOf(data, 'website'), files };
  return { payload, values, fileSlots };
}

/** The API's `files.2.file` is the third sent file: shown under its own slot's input. */
function fieldsOnPage(fields: Record<string, string>, fileSlots: string[]) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const file = /^files\.(\d+)\./.exec(field);
      const slot = file && fileSlots[Number(file[1])];
      return [slot ? FILE_FIELD_PREFIX + slot : field, message];
    }),
  );
}

function answerBody(response: LightMyRequestResponse): {
  fields?: Record<string, string>;
  reference?: string;
  receipt_mailed?: boolean;
} {
  try {
    return response.json();
  } catch {
    return {};
  }
}

/**
 * The public forms without scripts: a browser posts the form (urlencoded, or multipart with the
 * investor's files) to the page's own address. The server sends it on to the form's API route
 * inside this process, from the visitor's address (`app.inject`), so the same schema, limits, file
 * checks, rate limit (one count for both ways in), mail and webhooks apply. Sent: a redirect to the
 * page with `?sent=<its reference>&receipt=mailed|none`, which says so (and whether a receipt is mailed). Refused: the page again, in its language, with what was typed
 * and each message under its field, with the API's status.
 */
export async function servePlainForms(app: FastifyInstance, renderPage: RenderPage) {
  for (const form of Object.keys(PLAIN_FORMS) as PlainFormName[]) {
    await app.register(async (scope) => plainFormRoutes(app, scope, form, renderPage));
  }
}

/** Reads a form body with Node's own FormData parser, multipart included. */
async function readFormBody(request: FastifyRequest, body: Buffer) {
  try {
    // A FormData has no enumerable fields, so the NUL check walks none of its bytes; the API
    // checks the texts when the form reaches it.
    const headers = { 'content-type': String(request.headers['content-type']) };
    return await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      headers,
    }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read');
  }
}

/** One form's plain POST at its page's address in each language, in a scope of its own (body parsers, errors). */
function plainFormRoutes(app: FastifyInstance, scope: FastifyInstance, form: PlainFormName, renderPage: RenderPage) {
  const { page, api } = PLAIN_FORMS[form];
  scope.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer' },
    readFormBody,
  );

  const answerRefusal = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    answer: PlainFormAnswer,
  ) => {
    const page = await renderPage(request, request.url.split('?')[0], answer);
    if (!page) return reply.code(status).send({ error: 'The form was not sent' });
    // Never kept: it holds what one visitor typed.
    return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page.html);
  };

  const send = (language: ContentLanguage) => async (request: FastifyRequest, reply: FastifyReply) => {
    const data = request.body instanceof FormData ? request.body : new FormData();
    const { payload, values, fileSlots } = form === 'investor' ? await investorPayload(data) : contactPayload(data);
    const response = await app.inject({
      method: 'POST',
      // In the page's language, which the applicant's receipt is written in.
      url: `${api}?lang=${language}`,
      headers: { 'content-type': 'application/json', [PLAIN_FORM_HEADER]: '1' },
      payload: JSON.stringify(payload),
      remoteAddress: request.ip,
    });
    if (response.statusCode === 201) {
      const answer = answerBody(response);
      const sent = new URLSearchParams({ [SENT_PARAMETER]: String(answer.reference ?? 1) });
      const receipt = receiptNews(answer.receipt_mailed);
      if (receipt) sent.set(RECEIPT_PARAMETER, receipt);
      return reply
        .code(303)
        .header('location', `${request.url.split('?')[0]}?${sent}`)
        .send();
    }
    const fields = fieldsOnPage(answerBody(response).fields ?? {}, fileSlots);
    const retryAfter = response.headers['retry-after'];
    if (retryAfter !== undefined) reply.header('Retry-After', retryAfter);
    return answerRefusal(request, reply, response.statusCode, {
      form,
      values,
      fields,
      problem: Object.keys(fields).length > 0 ? undefined : problemOfStatus(response.statusCode),
      hadFiles: fileSlots.length > 0,
    });
  };

  // The investor's files arrive as multipart, smaller than the API's data URLs: its limit lets through all the API takes.
  const limits = form === 'investor' ? { bodyLimit: uploadBodyLimit(INVESTOR_TOTAL_MB, 'files').bodyLimit } : {};
  for (const language of CONTENT_LANGUAGES) {
    scope.post(localizedPath(language, page), { ...limits, config: { public: true } }, send(language));
  }

  // What stops a form before it reaches its route (a body over the limit or unreadable, the upload
  // gate's refusals) is said on the page too, with nothing typed to fill back in.
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : (error.statusCode ?? 500);
    if (status >= 500 && status !== 503) request.log.error({ err: error }, 'plain form failed');
    return answerRefusal(request, reply, status, {
      form,
      values: {},
      fields: {},
      problem: problemOfStatus(status),
      hadFiles: false,
    });
  });
}
