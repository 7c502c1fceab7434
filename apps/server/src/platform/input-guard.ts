import type { FastifyInstance } from 'fastify';
import type { ErrorDetail } from '@steelyard/domain/errors';
import { AppError } from './errors';

const MAX_DETAILS = 10;
export const NULL_CHARACTER_MESSAGE = 'This value contains a character that is not allowed.';

/** No request of the API nests deeper; deeper JSON is refused before anything walks it recursively. */
export const MAX_NESTING = 32;
export const NESTING_MESSAGE = 'This value is nested too deeply.';

/** Walks a parsed value without recursion: NUL characters in keys and strings, and nesting beyond MAX_NESTING. */
function collect(root: unknown, rootPath: string, into: ErrorDetail[]): void {
  const stack: [unknown, string, number][] = [[root, rootPath, 0]];
  while (stack.length > 0 && into.length < MAX_DETAILS) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) into.push({ path, message: NULL_CHARACTER_MESSAGE });
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_NESTING) {
        into.push({ path, message: NESTING_MESSAGE });
        continue;
      }
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) into.push({ path, message: NULL_CHARACTER_MESSAGE });
        stack.push([v, `${path}.${k}`, depth + 1]);
      }
    }
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the path, query or JSON body would fail
 * in the database as a 500, and very deep JSON would exhaust the stack of whatever walks it
 * recursively (the validator): such requests are refused before validation with a 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const details: ErrorDetail[] = [];
    collect(request.params, 'params', details);
    collect(request.query, 'querystring', details);
    collect(request.body, 'body', details);
    if (details.length > 0) throw new AppError('VALIDATION', 'The request is not valid.', details);
  });
}
