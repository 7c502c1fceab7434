import type { FastifyInstance } from 'fastify';
import type { DocumentOwnerType } from '@steelyard/domain/documents';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';

/**
 * Whether a caller of another organisation may read the documents attached to an owner: the owning
 * module answers (e.g. listings: "only users allowed to see the listing can get it").
 */
export type DocumentAccessRule = (db: Database, caller: Caller, ownerId: string) => Promise<boolean>;

/** The rules of one app, by owner type; an owner type without a rule is readable by its organisation only. */
export interface DocumentAccessRules {
  register(ownerType: DocumentOwnerType, rule: DocumentAccessRule): void;
  get(ownerType: DocumentOwnerType): DocumentAccessRule | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who besides the uploading organisation may read attached documents (see registerDocumentAccessRule). */
    documentAccessRules: DocumentAccessRules;
  }
}

export function createDocumentAccessRules(): DocumentAccessRules {
  const rules = new Map<DocumentOwnerType, DocumentAccessRule>();
  return {
    register(ownerType, rule) {
      if (rules.has(ownerType)) throw new Error(`A document access rule for ${ownerType} is already registered`);
      rules.set(ownerType, rule);
    },
    get: (ownerType) => rules.get(ownerType),
  };
}

/** The app's rules, made on first use, so modules may register theirs before or after the document routes. */
export function documentAccessRulesOf(app: FastifyInstance): DocumentAccessRules {
  if (!app.hasDecorator('documentAccessRules')) app.decorate('documentAccessRules', createDocumentAccessRules());
  return app.documentAccessRules;
}

/**
 * Widens who may read the documents attached to owners of a type: the listings module registers
 * `registerDocumentAccessRule(app, 'LISTING', (db, caller, listingId) => canSeeListing(…))`. The rule
 * is asked only for callers of other organisations; the uploader's organisation may always read.
 */
export function registerDocumentAccessRule(
  app: FastifyInstance,
  ownerType: DocumentOwnerType,
  rule: DocumentAccessRule,
): void {
  documentAccessRulesOf(app).register(ownerType, rule);
}
