// Every table of every module, for drizzle-kit and the typed database handle.
export { loginThrottles, refreshTokens } from './modules/auth/schema';
export { addresses, organisations } from './modules/organisations/schema';
export { users } from './modules/users/schema';
