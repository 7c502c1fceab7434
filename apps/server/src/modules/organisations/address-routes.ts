import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressHistoryList } from '@steelyard/domain/address-history';
import { addressList } from '@steelyard/domain/address-list';
import { addressParams, createAddressBody, defaultCountryReply, updateAddressBody } from '@steelyard/domain/addresses';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { address } from '@steelyard/domain/organisations';
import { listQuery } from '@steelyard/domain/paging';
import { CALL_FAMILIES } from '@steelyard/domain/roles';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { listAddressHistory } from './address-history';
import {
  addAddress,
  deleteAddress,
  getAddress,
  getDefaultAddressCountry,
  listAddresses,
  setPrimaryAddress,
  updateAddress,
} from './addresses';

const tags = ['addresses'];

/** `api/{family}/addresses/` and `/{id}` (writes: managers), the default country and the address history. */
export function registerAddressRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/universal/addresses/',
    {
      schema: {
        tags,
        summary: "The caller's organisation's addresses, paged; filter by addressType",
        security: bearerSecurity,
        querystring: listQuery(PAGE_SIZE.addresses),
        response: { 200: addressList, ...errorResponses },
      },
    },
    async (request) => listAddresses(ctx.db, requireCaller(request), request.query),
  );
  r.get(
    '/api/universal/addresses/default-country',
    {
      schema: {
        tags,
        summary: "A new address's country: the first address's, otherwise GB",
        security: bearerSecurity,
        response: { 200: defaultCountryReply, ...errorResponses },
      },
    },
    async (request) => getDefaultAddressCountry(ctx.db, requireCaller(request)),
  );
  // spec 000 §7: the data layer reads through the first family the caller has, so every family answers
  for (const family of CALL_FAMILIES) {
    r.get(
      `/api/${family}/addresses/:id`,
      {
        schema: {
          tags,
          summary: 'One address; pending and rejected ones for managers only',
          security: bearerSecurity,
          params: addressParams,
          response: { 200: address, ...errorResponses },
        },
      },
      async (request) => getAddress(ctx.db, requireCaller(request), request.params.id),
    );
  }
  r.post(
    '/api/manager/addresses/',
    {
      schema: {
        tags,
        summary: 'Add an address; a warehouse address waits for validation',
        security: bearerSecurity,
        body: createAddressBody,
        response: { 201: address, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addAddress(ctx.db, requireCaller(request), request.body, ctx.clock.now())),
  );
  r.put(
    '/api/manager/addresses/:id',
    {
      schema: {
        tags,
        summary: "Change an address's fields; a moved warehouse address waits for validation again",
        security: bearerSecurity,
        params: addressParams,
        body: updateAddressBody,
        response: { 200: address, ...errorResponses },
      },
    },
    async (request) => updateAddress(ctx.db, requireCaller(request), request.params.id, request.body, ctx.clock.now()),
  );
  r.delete(
    '/api/manager/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a warehouse address other than the primary one',
        security: bearerSecurity,
        params: addressParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAddress(ctx.db, requireCaller(request), request.params.id, ctx.clock.now());
      return reply.code(204).send(null);
    },
  );
  r.put(
    '/api/manager/addresses/:id/primary',
    {
      schema: {
        tags,
        summary: 'Make an approved warehouse address the primary one (the previous one is unset)',
        security: bearerSecurity,
        params: addressParams,
        response: { 200: address, ...errorResponses },
      },
    },
    async (request) => setPrimaryAddress(ctx.db, requireCaller(request), request.params.id, ctx.clock.now()),
  );
  r.get(
    '/api/universal/addresses-history/',
    {
      schema: {
        tags,
        summary: "Changes of the organisation's addresses, newest first; filter by addressId",
        security: bearerSecurity,
        querystring: listQuery(),
        response: { 200: addressHistoryList, ...errorResponses },
      },
    },
    async (request) => listAddressHistory(ctx.db, requireCaller(request), request.query),
  );
}
