import '../api/zodWithoutEval';
import { clearSession, readToken, rememberReturnPath } from '../api/browserStorage';
import { loginPageOf } from './loginAddress';

/**
 * The back office's entry. A visitor without a session is sent to the public login page, as
 * react-admin's session check would send them (the auth provider's checkAuth, then its logout),
 * but before react-admin, MUI and the screens are downloaded: they are the bulk of the back
 * office's scripts, and a signed-out visitor would fetch them only to leave. With a session, the
 * back office itself is fetched at once.
 */
if (readToken()) {
  void import('./startAdmin').then(({ startAdmin }) => startAdmin());
} else {
  const { pathname, search } = window.location;
  clearSession();
  rememberReturnPath(`${pathname}${search}`);
  window.location.assign(loginPageOf(window.location));
}
