import i18next from 'i18next';
import { emitUnauthenticated } from '../session/auth-events';
import { notify } from '../ui/notify';
import { isApiError } from './api-error';

/**
 * The global handler of spec 000 §4 and §8: authentication errors trigger re-login, every
 * other error renders as an error notification (it was already reported by the API client).
 */
export function handleGlobalError(error: unknown): void {
  if (isApiError(error) && error.kind === 'AUTHENTICATION_REQUIRED') {
    emitUnauthenticated();
    return;
  }
  const kind = isApiError(error) ? error.kind : 'CUSTOM';
  notify({
    level: 'ERROR',
    title: i18next.t('shared.errors.title'),
    message: i18next.t(`shared.errors.kind.${kind}`),
  });
}
