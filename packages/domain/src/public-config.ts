import { z } from 'zod';

/** What the web client needs to know of the server's integrations: `GET api/public/config`. */
export const publicConfigReply = z.object({
  analytics: z.object({ apiKey: z.string(), serverUrl: z.string() }).nullable(),
  /** Sentry: the browser reports with the server's release, so one release names both (issue 26). */
  errorReporting: z.object({ dsn: z.string(), environment: z.string(), release: z.string() }).nullable(),
  captcha: z.object({ provider: z.string(), siteKey: z.string() }).nullable(),
  region: z.enum(['UK', 'DE', 'ES']),
  supportEmail: z.string(),
  /** What one unit of each currency is worth in euros: credit lines pay in other currencies at these rates. */
  exchangeRates: z.record(z.string().length(3), z.number().positive()).optional(),
});
export type PublicConfigReply = z.infer<typeof publicConfigReply>;
