import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApplicationStatusAnswer } from '../../api/applicationStatus';
import { STATUS_PAGE_PREFIX } from '../../api/applicationStatus';
import { localizedPath } from '../../api/languagePaths';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';
import { INVESTOR_TOTAL_MB } from '../../api/uploadLimits';
import type { Database } from '../db/schema';
import { uploadBodyLimit } from '../files/uploads';
import { APPLICANT_TEXTS, type ApplicantTexts, filled } from './applicantTexts';
import { type ParkContacts, parkContacts } from './parkContacts';
import { forTheApplicantOnly } from './statusLinks';

type StatusPageTexts = ApplicantTexts['statusPage'];

/** The park's logo, as the public site's header shows it. */
const PARK_LOGO = '/site/logo.svg';

/** The slots for documents an investor adds with one message, each a PDF and its title. */
const DOCUMENT_SLOTS = [1, 2, 3];
const WRITTEN_PARAMETER = 'written';

const LOCALES: Record<ContentLanguage, string> = { en: 'en-GB', ru: 'ru-RU', uz: 'uz-Latn-UZ' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (sign) => ESCAPES[sign]!);

const dateOf = (language: ContentLanguage, iso: string) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Tashkent',
  }).format(new Date(iso));

type Problem = keyof StatusPageTexts['problems'];
const PROBLEM_BY_STATUS: Record<number, Problem> = {
  400: 'fix',
  410: 'closed',
  413: 'tooLarge',
  415: 'pdfOnly',
  429: 'tooMany',
};

/** A message of the thread: who wrote it, when, what, and the documents added with it. */
function messageHtml(
  language: ContentLanguage,
  texts: StatusPageTexts,
  message: ApplicationStatusAnswer['messages'][number],
) {
  const who = message.from === 'park' ? texts.park : texts.you;
  const documents = message.documents.length
    ? `<p>${html(texts.documents)}: ${message.documents.map(html).join(', ')}</p>`
    : '';
  return `<li class="${message.from}"><p class="meta"><strong>${html(who)}</strong> · <time datetime="${html(message.created_at)}">${html(dateOf(language, message.created_at))}</time></p><p class="text">${html(message.message)}</p>${documents}</li>`;
}

function writeBackForm(texts: StatusPageTexts, answer: ApplicationStatusAnswer, typed: string) {
  if (!answer.can_write) return `<p>${html(texts.closed)}</p>`;
  const documents = answer.can_add_documents
    ? `<fieldset><legend>${html(texts.documents)}</legend><p class="hint">${html(texts.pdfOnly)}</p>${DOCUMENT_SLOTS.map(
        (slot) =>
          `<p><label for="title-${slot}">${html(filled(texts.documentTitle, { slot }))}</label><input id="title-${slot}" name="title-${slot}" maxlength="200"></p>` +
          `<p><label for="file-${slot}">${html(filled(texts.documentFile, { slot }))}</label><input id="file-${slot}" name="file-${slot}" type="file" accept="application/pdf"></p>`,
      ).join('')}</fieldset>`
    : '';
  const encoding = answer.can_add_documents ? ' enctype="multipart/form-data"' : '';
  return `<form method="post"${encoding}><h2>${html(texts.write)}</h2><p><label for="message">${html(texts.message)}</label><textarea id="message" name="message" rows="6" maxlength="5000" required>${html(typed)}</textarea></p>${documents}<p><button type="submit">${html(texts.send)}</button></p></form>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;line-height:1.5}main{max-width:40rem;margin:0 auto;padding:1rem}
header,footer{background:#0b3d6e;color:#fff;padding:.75rem 1rem}header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
header a,footer a{color:#fff}.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;text-decoration:none}.brand img{background:#fff;border-radius:50%}
nav ul{display:flex;gap:.75rem;list-style:none;margin:0;padding:0}footer address{font-style:normal}footer p{margin:.25rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}ol{list-style:none;padding:0}
li{border:1px solid #ccc;border-radius:8px;padding:.5rem 1rem;margin:.5rem 0}li.park{background:#eef5ff}.meta{margin:0;color:#444}
.text{white-space:pre-wrap;overflow-wrap:anywhere}label{display:block;font-weight:600}textarea,input{width:100%;box-sizing:border-box;font:inherit}
button{font:inherit;padding:.5rem 1.5rem}.notice{padding:.5rem 1rem;border-radius:8px;background:#e8f5e9}.problem{background:#fdecea}fieldset{border:1px solid #ccc;border-radius:8px}`;

/** The site's header on the status page: the park's logo and name leading home, and this page in the other languages. */
function headerHtml(language: ContentLanguage, texts: ApplicantTexts, pagePath: string) {
  const others = CONTENT_LANGUAGES.filter((other) => other !== language)
    .map(
      (other) =>
        `<li><a href="${html(localizedPath(other, pagePath))}" hreflang="${other}" lang="${other}">${html(texts.languageNames[other])}</a></li>`,
    )
    .join('');
  return `<header><a class="brand" href="${html(localizedPath(language, '/'))}" title="${html(texts.statusPage.homeLink)}"><img src="${PARK_LOGO}" width="40" height="40" alt=""><span>${html(texts.brand)}</span></a>
<nav aria-label="${html(texts.languageList)}"><ul>${others}</ul></nav></header>`;
}

/** The site's footer on the status page: how to reach the park, from its settings. */
function footerHtml(texts: ApplicantTexts, park: ParkContacts) {
  const phones = park.phones.map((phone) => `<a href="tel:${html(phone.replace(/[^+\d]/g, ''))}">${html(phone)}</a>`);
  const lines = [
    phones.join(', '),
    park.email && `<a href="mailto:${html(park.email)}">${html(park.email)}</a>`,
    park.address && html(park.address),
    park.workingHours && html(park.workingHours),
  ].filter(Boolean);
  return `<footer><h2>${html(texts.contacts)}</h2><address>${lines.map((line) => `<p>${line}</p>`).join('')}</address></footer>`;
}

/** The page's frame: the site's header and footer around what it shows, readable on a phone, without scripts. */
function framedPage(
  language: ContentLanguage,
  frame: { pagePath: string; park: ParkContacts },
  title: string,
  main: string,
) {
  const texts = APPLICANT_TEXTS[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<title>${html(title)}</title><link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head>
<body>${headerHtml(language, texts, frame.pagePath)}<main>${main}</main>${footerHtml(texts, frame.park)}</body></html>`;
}

/** The page itself, in the language of its address, in the site's frame. */
export function statusPageHtml(
  language: ContentLanguage,
  frame: { pagePath: string; park: ParkContacts },
  answer: ApplicationStatusAnswer,
  notice: { written?: boolean; problem?: Problem; typed?: string },
) {
  const texts = APPLICANT_TEXTS[language].statusPage;
  const status = texts.statuses[answer.status];
  const thread = answer.messages.length
    ? `<ol>${answer.messages.map((message) => messageHtml(language, texts, message)).join('')}</ol>`
    : `<p>${html(texts.noMessages)}</p>`;
  const said = notice.problem
    ? `<p class="notice problem" role="alert">${html(texts.problems[notice.problem])}</p>`
    : notice.written
      ? `<p class="notice" role="status">${html(texts.written)}</p>`
      : '';
  return framedPage(
    language,
    frame,
    `${texts.title} ${answer.reference}`,
    `<h1>${html(texts.title)}</h1>${said}
<dl><dt>${html(texts.reference)}</dt><dd>${html(answer.reference)}</dd><dt>${html(texts.received)}</dt><dd>${html(dateOf(language, answer.received_at))}</dd>
<dt>${html(texts.status)}</dt><dd><strong data-status="${answer.status}">${html(status)}</strong> (${html(texts.since)} ${html(dateOf(language, answer.status_since))})</dd></dl>
<p>${html(texts.explanations[answer.status])}</p>
<h2>${html(texts.thread)}</h2>${thread}
${writeBackForm(texts, answer, notice.typed ?? '')}
<p class="hint">${html(texts.privateNote)}</p>`,
  );
}

/** A form's body read with Node's own FormData parser (urlencoded, or multipart with documents). */
async function readFormBody(request: FastifyRequest, body: Buffer) {
  const headers = { 'content-type': String(request.headers['content-type']) };
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers }).formData();
}

/** The write-back form as the API takes it: the message, and each chosen PDF as a data URL with its slot's title. */
async function messagePayload(data: FormData) {
  const text = data.get('message');
  const files: { file: string; title: string }[] = [];
  for (const slot of DOCUMENT_SLOTS) {
    const value = data.get(`file-${slot}`);
    if (value === null || typeof value === 'string' || value.size === 0) continue;
    const bytes = Buffer.from(await value.arrayBuffer());
    const title = data.get(`title-${slot}`);
    files.push({
      file: `data:${value.type || 'application/octet-stream'};base64,${bytes.toString('base64')}`,
      title: typeof title === 'string' ? title : '',
    });
  }
  return { message: typeof text === 'string' ? text : '', files };
}

/**
 * The private status page at `/application/{token}` (`/ru/…`, `/uz/…`): rendered here from the
 * API's answer, for the applicant alone (no cache keeps it, no search engine indexes it, its
 * address goes to no other site), never in the sitemap. Its form posts back to the page, through
 * the API route inside this process, so the same checks, limits and rate limit apply.
 */
export async function serveStatusPages(app: FastifyInstance, db: Kysely<Database>) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer' },
      readFormBody,
    );
    // Set as the answer leaves, after the page headers every answer gets (src/server/http/securityHeaders.ts).
    scope.addHook('onSend', async (_request, reply, payload) => {
      forTheApplicantOnly(reply);
      return payload;
    });
    const { bodyLimit } = uploadBodyLimit(INVESTOR_TOTAL_MB, 'files');

    for (const language of CONTENT_LANGUAGES) {
      const path = localizedPath(language, `${STATUS_PAGE_PREFIX}:token`);
      const answerPage = async (
        request: FastifyRequest<{ Params: { token: string } }>,
        reply: FastifyReply,
        status: number,
        notice: Parameters<typeof statusPageHtml>[3],
      ) => {
        const read = await app.inject({
          method: 'GET',
          url: `/api/applications/status/${encodeURIComponent(request.params.token)}`,
        });
        const frame = await frameOf(request.params.token);
        if (read.statusCode !== 200) return notFound(reply, frame);
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(statusPageHtml(language, frame, read.json(), notice));
      };
      const frameOf = async (token: string) => ({
        pagePath: `${STATUS_PAGE_PREFIX}${encodeURIComponent(token)}`,
        park: await parkContacts(db, language),
      });
      const notFound = (reply: FastifyReply, frame: Awaited<ReturnType<typeof frameOf>>) =>
        reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(framedPage(language, frame, '404', `<p>${html(APPLICANT_TEXTS[language].statusPage.notFound)}</p>`));

      scope.get<{ Params: { token: string } }>(path, { config: { public: true } }, (request, reply) =>
        answerPage(request, reply, 200, {
          written: (request.query as Record<string, unknown>)[WRITTEN_PARAMETER] === '1',
        }),
      );

      scope.post<{ Params: { token: string } }>(
        path,
        { bodyLimit, config: { public: true } },
        async (request, reply) => {
          const data = request.body instanceof FormData ? request.body : new FormData();
          const payload = await messagePayload(data);
          const sent = await app.inject({
            method: 'POST',
            url: `/api/applications/status/${encodeURIComponent(request.params.token)}/messages`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
            remoteAddress: request.ip,
          });
          if (sent.statusCode === 201) {
            return reply
              .code(303)
              .header('location', `${request.url.split('?')[0]}?${WRITTEN_PARAMETER}=1`)
              .send();
          }
          if (sent.statusCode === 404) return notFound(reply, await frameOf(request.params.token));
          const problem = PROBLEM_BY_STATUS[sent.statusCode] ?? 'failed';
          return answerPage(request, reply, sent.statusCode, { problem, typed: payload.message });
        },
      );
    }
  });
}
