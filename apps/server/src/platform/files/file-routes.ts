import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MESSAGES } from '@steelyard/domain/documents';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { errorResponses } from '../openapi';
import { contentDisposition, servedDisposition, StoredFileNotFoundError, UPLOADED_FILE_CSP } from './file-storage';
import { LOCAL_FILES_ROUTE, type LocalFileStorage } from './local-file-storage';

/**
 * GET /api/files/<token>: the bytes of a file of the local store, for a signed address made by a
 * document exchange. No bearer token: the address itself is the short-lived permission, so it works
 * in an <img> or a new tab.
 */
export function registerFileRoutes(app: FastifyInstance, storage: LocalFileStorage, clock: Clock): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    // a wildcard: a parameter may hold at most 100 characters (find-my-way), a token is longer
    `${LOCAL_FILES_ROUTE}/*`,
    {
      schema: {
        tags: ['documents'],
        summary: 'Read a file through a signed address from GET api/universal/documents/{id}/exchange',
        params: z.object({ '*': z.string().max(4096).describe('The signed token') }),
        response: { 200: z.any().describe('The file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      let opened;
      try {
        opened = await storage.openSigned(request.params['*'], now);
      } catch (error) {
        if (error instanceof StoredFileNotFoundError) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
        throw error;
      }
      if (!opened) throw new AppError('ACCESS_DENIED', DOCUMENT_MESSAGES.linkInvalid);
      const { grant, file } = opened;
      const secondsLeft = Math.max(0, Math.floor((grant.expiresAt.getTime() - now.getTime()) / 1000));
      reply
        .header('content-type', grant.contentType)
        .header(
          'content-disposition',
          contentDisposition(servedDisposition(grant.contentType, grant.disposition), grant.fileName),
        )
        // the type was found from the content at upload; browsers must not guess another
        .header('x-content-type-options', 'nosniff')
        // opened in a tab, a file runs nothing in our origin's context (the app's CSP hook keeps this one)
        .header('content-security-policy', UPLOADED_FILE_CSP)
        .header('cache-control', `private, max-age=${secondsLeft}`);
      if (file.size != null) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
}
