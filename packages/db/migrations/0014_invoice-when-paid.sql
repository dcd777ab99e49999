ALTER TABLE "payments" ADD COLUMN "invoice_lines" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Payments made before this step were invoiced when they started: their invoice has the lines.
UPDATE "payments" SET "invoice_lines" = "factors"."lines", "invoice_tax_rate_bp" = "factors"."tax_rate_bp" FROM "factors" WHERE "factors"."subject_type" = 'payment' AND "factors"."subject_id" = "payments"."id"::text;--> statement-breakpoint
-- None should be left; one that is gets a single line for what it asked.
UPDATE "payments" SET "invoice_lines" = jsonb_build_array(jsonb_build_object('kind', 'topup', 'coins', "coins", 'quantity', 1, 'unitPrice', "amount", 'amount', "amount")) WHERE "invoice_lines" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "invoice_lines" SET NOT NULL;
