import { HttpError, type DataProvider } from 'react-admin';

const SERVER_ERROR = 'forms.messages.server_error';
const ERROR_SAVING = 'forms.messages.error_saving';

type Verb =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany'
  | 'reorder';
const FAILURE_MESSAGE: Record<Verb, string> = {
  getList: SERVER_ERROR,
  getOne: SERVER_ERROR,
  getMany: SERVER_ERROR,
  getManyReference: SERVER_ERROR,
  create: SERVER_ERROR,
  update: ERROR_SAVING,
  updateMany: ERROR_SAVING,
  delete: SERVER_ERROR,
  deleteMany: SERVER_ERROR,
  reorder: ERROR_SAVING,
};

/**
 * Refusals the back office words itself, in its language, by resource, verb and status: the
 * server's sentence is English for every API client. An admin deleting an account is refused only
 * when it is their own (editors have no Accounts screen).
 */
const OWN_WORDS: Partial<Record<string, Partial<Record<Verb, Record<number, string>>>>> = {
  users: { delete: { 403: 'forms.resources.users.notifications.own_account' } },
};

/**
 * The server's own sentence is kept for the other refusals it explains (400 with field messages,
 * 401, 413 "file too large"...). A crash, an unreachable server or a
 * timeout has no sentence worth showing, so it becomes the generic 'Server Error' or, for a failed
 * update, 'Error saving', as translation keys that react-admin's notification translates.
 */
function explainFailure(error: unknown, message: string, ownWords?: Record<number, string>): unknown {
  const status = (error as { status?: unknown } | null)?.status;
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof status === 'number' && ownWords?.[status]) return new HttpError(ownWords[status], status, body);
  if (typeof status === 'number' && status > 0 && status < 500) return error;
  return new HttpError(message, typeof status === 'number' ? status : 0, body);
}

/** The data provider with the product's failure messages (docs/product.md#errors); everything else passes through unchanged. */
export function withFailureMessages<Provider extends DataProvider>(provider: Provider): Provider {
  const wrapped: Provider = { ...provider };
  for (const verb of Object.keys(FAILURE_MESSAGE) as Verb[]) {
    const call = provider[verb] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<Verb, unknown>)[verb] = (...args: unknown[]) =>
      call.apply(provider, args).catch((error: unknown) => {
        const resource = typeof args[0] === 'string' ? args[0] : '';
        throw explainFailure(error, FAILURE_MESSAGE[verb], OWN_WORDS[resource]?.[verb]);
      });
  }
  return wrapped;
}
