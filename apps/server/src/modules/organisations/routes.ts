import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organisationReply, paymentTermsBody, purchaseContactBody } from '@steelyard/domain/organisations';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { registerAddressRoutes } from './address-routes';
import { getOwnOrganisation, updatePaymentTerms, updatePurchaseContact } from './service';

/** The caller's organisation (read by everyone, changed by managers) and its addresses. */
export function registerOrganisationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/universal/organisations/self/',
    {
      schema: {
        tags: ['organisations'],
        summary: "The caller's organisation; financial details for managers only",
        security: bearerSecurity,
        response: { 200: organisationReply, ...errorResponses },
      },
    },
    async (request) => getOwnOrganisation(ctx.db, requireCaller(request)),
  );
  r.patch(
    '/api/manager/organisations/self/purchase-contact',
    {
      schema: {
        tags: ['organisations'],
        summary: 'Change the purchase contact (name and e-mail, not both as they are)',
        security: bearerSecurity,
        body: purchaseContactBody,
        response: { 200: organisationReply, ...errorResponses },
      },
    },
    async (request) => updatePurchaseContact(ctx.db, requireCaller(request), request.body, ctx.clock.now()),
  );
  r.patch(
    '/api/manager/organisations/self/payment-terms',
    {
      schema: {
        tags: ['organisations'],
        summary: 'Set the payment terms: NET_30 or NET_60',
        security: bearerSecurity,
        body: paymentTermsBody,
        response: { 200: organisationReply, ...errorResponses },
      },
    },
    async (request) => updatePaymentTerms(ctx.db, requireCaller(request), request.body, ctx.clock.now()),
  );
  registerAddressRoutes(app, ctx);
}
