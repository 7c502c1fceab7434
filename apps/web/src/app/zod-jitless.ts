// Every `import … from 'zod'` of the web build resolves to this module (vite.config.ts, `resolve.alias`),
// so zod is configured before any module can build a schema, whichever chunk loads zod first: zod is not
// part of the sign-in page's start (issue 11), so main.tsx cannot configure it up front any more.
// zod compiles object parsers with `new Function` unless told not to, deciding when a schema is built;
// our CSP forbids eval (script-src 'self'), so it would probe, be refused and log a CSP violation.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
