import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentExchangeQuery,
  documentExchangeReply,
  documentIdParams,
  documentKind,
  documentReference,
  documentReply,
  documentUploadFields,
} from '@steelyard/domain/documents';
import { requireCaller } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { documentAccessRulesOf } from './access-rules';
import {
  deleteDocument,
  exchangeDocument,
  exchangeDocumentForOperator,
  getDocument,
  getDocumentForOperator,
  uploadDocument,
  type DocumentFiles,
} from './service';
import { FILE_FIELD, readUploadForm, uploadFormOptions } from './upload-form';

const tags = ['documents'];

// the multipart form as the OpenAPI document shows it; the handler reads the stream itself
const uploadForm = z.object({
  kind: documentKind,
  [FILE_FIELD]: z.string().meta({ format: 'binary' }).describe('JPEG, PNG or WebP; PDF; or XLSX, by kind'),
  lastModifiedDate: z.string().optional().describe('ISO date-time or milliseconds since 1970'),
});

/** "2026-01-02T…" or "1767312000000" (a browser's File.lastModified) as a date. */
function toLastModified(value: string | undefined): Date | null {
  if (value == null) return null;
  return /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
}

/** Upload, read, download address and deletion of documents (pictures, certificates, package lists). */
export async function registerDocumentRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const rules = documentAccessRulesOf(app);
  const files: DocumentFiles = { storage: ctx.files, urlTtlSeconds: ctx.config.files.urlTtlSeconds };
  // multipart is parsed only in this scope: every other route keeps answering 415 to a form
  await app.register(async (scope) => {
    await scope.register(multipart, uploadFormOptions);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/universal/documents',
      {
        schema: {
          tags,
          summary: 'Upload a picture, certificate or package list (multipart: kind, file, lastModifiedDate)',
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          body: uploadForm,
          response: { 201: documentReference, ...errorResponses },
        },
        // the body schema only documents the form (the route has nothing else to validate):
        // readUploadForm reads the stream and the handler checks the fields
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const form = await readUploadForm(request);
        const fields = documentUploadFields.safeParse(form.fields);
        if (!fields.success) {
          const details = fields.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message }));
          throw new AppError('VALIDATION', 'The request is not valid.', details);
        }
        const upload = {
          kind: fields.data.kind,
          file: form.file,
          lastModifiedDate: toLastModified(fields.data.lastModifiedDate),
        };
        return reply.code(201).send(await uploadDocument(ctx.db, files, caller, upload, ctx.clock.now()));
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/universal/documents/:id',
    {
      schema: {
        tags,
        summary: "A document's reference; a package list's rows too",
        security: bearerSecurity,
        params: documentIdParams,
        response: { 200: documentReply, ...errorResponses },
      },
    },
    async (request) => getDocument(ctx.db, rules, requireCaller(request), request.params.id),
  );
  r.get(
    '/api/universal/documents/:id/exchange',
    {
      schema: {
        tags,
        summary: "A short-lived address to open or download the file, or a picture's thumbnails (each width's address)",
        security: bearerSecurity,
        params: documentIdParams,
        querystring: documentExchangeQuery,
        response: { 200: documentExchangeReply, ...errorResponses },
      },
    },
    async (request) =>
      exchangeDocument(
        ctx.db,
        rules,
        files,
        requireCaller(request),
        request.params.id,
        ctx.clock.now(),
        request.query.variant,
      ),
  );
  r.delete(
    '/api/universal/documents/:id',
    {
      schema: {
        tags,
        summary: 'Delete an upload of the organisation that no listing, package or draft holds',
        security: bearerSecurity,
        params: documentIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteDocument(ctx.db, files, requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // the operator console reads the files of the listings and packages it reviews (decision 53's 404 rule)
  const admin = { tags: ['admin: listings'], security: bearerSecurity, params: documentIdParams };
  r.get(
    '/api/admin/documents/:id',
    {
      schema: {
        ...admin,
        summary: "A listing's or package's document; a package list's rows too",
        response: { 200: documentReply, ...errorResponses },
      },
    },
    async (request) => getDocumentForOperator(ctx.db, request.params.id),
  );
  r.get(
    '/api/admin/documents/:id/exchange',
    {
      schema: {
        ...admin,
        summary:
          "A short-lived address to open a listing's or package's document, or a picture's thumbnails (each width's address)",
        querystring: documentExchangeQuery,
        response: { 200: documentExchangeReply, ...errorResponses },
      },
    },
    async (request) =>
      exchangeDocumentForOperator(ctx.db, files, request.params.id, ctx.clock.now(), request.query.variant),
  );
}
