/*
 * What the user workflows (operators' and managers' user administration, operator accounts, the
 * e-mail change; decision 179) need of auth besides its service: its dependencies, and a new user's
 * first password (a temporary one, or the activation link).
 */
export { createAuthDeps, type AuthDeps } from './auth-deps';
export { sendActivationLink } from './password-links';
export {
  generateTemporaryPassword,
  hasPendingTemporaryPassword,
  prepareTemporaryPassword,
  saveTemporaryPassword,
  storeTemporaryPassword,
} from './temporary-passwords';
