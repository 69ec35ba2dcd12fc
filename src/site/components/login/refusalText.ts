import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';

/** The account pages whose refusals have words of their own; the login page's are at the top. */
type AccountForm = 'forgotPassword' | 'resetPassword';

/**
 * An account page's words for a refused request, in the page's language: the server's sentences
 * stay English for the API's other callers, so the page words the kind of refusal itself (a
 * 401, a 429 with its `Retry-After`) rather than showing them.
 */
export function useRefusalText(form?: AccountForm) {
  const { t } = useTranslation('login', form && { keyPrefix: form });

  const waitText = (seconds: number | undefined) => {
    if (seconds === undefined) return t('errors.throttled');
    return seconds > 60
      ? t('errors.throttledMinutes', { minutes: Math.ceil(seconds / 60) })
      : t('errors.throttledSeconds', { seconds: Math.max(1, Math.ceil(seconds)) });
  };

  /** `wrongText`: what a 401 means where the refusal comes from (a password, a code). */
  return (error: unknown, wrongText = t('errors.failed')) => {
    if (!(error instanceof ApiError) || error.kind !== 'HTTP_ERROR') return t('errors.unreachable');
    if (error.status === 401) return wrongText;
    if (error.status === 429) return waitText(error.retryAfterSeconds);
    return t('errors.failed');
  };
}
