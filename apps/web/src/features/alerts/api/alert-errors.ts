import { isApiError } from '../../../shared/api/api-error';

/** The HTTP status of a failed call, if the server answered. */
export const errorStatus = (error: unknown): number | null => (isApiError(error) ? error.status : null);

/** The server's message of a failed call ('' when there is none). */
export const errorReason = (error: unknown): string => (isApiError(error) ? error.reason : '');
