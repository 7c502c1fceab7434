import { config } from 'zod';

// zod compiles object parsers with `new Function` unless told not to; our CSP forbids eval
// (script-src 'self'), so it would probe, be refused and log a CSP violation on every page.
// Imported first by main.tsx, before any schema parses.
config({ jitless: true });
