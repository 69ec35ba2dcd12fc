import { PREVIEW_PARAMETER } from '../../api/previewAddress';

/** A query parameter's name as the server reads it: `%70review` and `preview` are one parameter. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * A request's address as the access log writes it: a preview token (`?preview=`) opens a draft to
 * anyone who holds it, for as long as it lives, so the log keeps where the request went but not
 * the token, whichever way its name is written.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .map((parameter) => {
      const name = parameter.split('=', 1)[0]!;
      return decodedName(name) === PREVIEW_PARAMETER ? `${name}=[redacted]` : parameter;
    });
  return `${url.slice(0, start + 1)}${parameters.join('&')}`;
}
