/** An error the client should see as it is: its status, a sentence, and for 400s the bad fields. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

export const badRequest = (field: string, message: string) => new HttpError(400, message, { [field]: message });
