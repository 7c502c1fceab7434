import { z } from 'zod';
import { ERROR_KINDS } from './error-kinds';

// the plain constants and mappings live in error-kinds.ts (no zod), re-exported for the server's imports
export {
  ACCESS_TOKEN_INVALID,
  DATA_PROVIDER_MISSING,
  ERROR_KINDS,
  errorKindForStatus,
  INVALID_FILTER_CRITERIA,
  LOGIN_ERRORS,
  mapLoginError,
  PARSE_RESPONSE_FAILED,
  REQUEST_TIMEOUT,
  SERVICE_UNAVAILABLE,
  STATUS_FOR_KIND,
  type ErrorDetail,
  type ErrorKind,
  type LoginErrorNumber,
} from './error-kinds';

export const errorKind = z.enum(ERROR_KINDS);

export const errorDetail = z.object({ path: z.string(), message: z.string() });

/** The JSON body of every error reply of the API. */
export const errorReply = z.object({
  statusCode: z.number().int(),
  kind: errorKind,
  message: z.string(),
  details: z.array(errorDetail).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;
