-- Trigram search for the market (the listings' search_text index). In the public schema, so that the
-- per-test schemas on PostgreSQL share it and dropping one of them never drops the extension; the
-- advisory lock keeps two migrators that start together from both trying to create it.
SELECT pg_advisory_xact_lock(hashtext('rassam:create-extension'));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
