import type { Database } from '../../platform/db/database';
import { requireCustomerOrganisation } from './admin-organisations';

/*
 * What the operator's workflows (their users and accounts, decision 179) need of organisations: a
 * customer organisation named in a path, and the operators' own organisation.
 */

export { ensureOperatorOrganisation } from './admin-organisations';

/** The id of a customer organisation (never the operators' own); 404 for anything else. */
export async function requireCustomerOrganisationId(db: Database, id: string): Promise<string> {
  return (await requireCustomerOrganisation(db, id)).id;
}
