-- hand-written: UNLOGGED (drizzle-kit cannot say it): counts of one minute need no crash safety, and a commit that only touches an unlogged table does not wait for a WAL flush, which is most of the cost of the one write every API request makes
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
