CREATE TABLE "charging_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"coins" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charging_packages_portal_check" CHECK ("charging_packages"."portal" in ('zibal', 'paypal')),
	CONSTRAINT "charging_packages_positive" CHECK ("charging_packages"."coins" > 0 and "charging_packages"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "coin_prices" (
	"portal" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"coin_price" integer NOT NULL,
	"min_coin_price" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_prices_portal_check" CHECK ("coin_prices"."portal" in ('zibal', 'paypal')),
	CONSTRAINT "coin_prices_positive" CHECK ("coin_prices"."min_coin_price" > 0 and "coin_prices"."coin_price" >= "coin_prices"."min_coin_price")
);
--> statement-breakpoint
CREATE TABLE "factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"paid_with" text,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factors_number_unique" UNIQUE("number"),
	CONSTRAINT "factors_status_check" CHECK ("factors"."status" in ('issued', 'paid', 'cancelled')),
	CONSTRAINT "factors_totals" CHECK ("factors"."total" = "factors"."subtotal" + "factors"."tax" and "factors"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"portal" text NOT NULL,
	"coins" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"package_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_id" text,
	"gateway_ref" text,
	"card_number" text,
	"failure_reason" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"redirect_url" text,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_portal_check" CHECK ("payments"."portal" in ('zibal', 'paypal')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "payments_positive" CHECK ("payments"."coins" > 0 and "payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "coin_prices" ADD CONSTRAINT "coin_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factors" ADD CONSTRAINT "factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factors" ADD CONSTRAINT "factors_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_charging_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."charging_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charging_packages_portal_idx" ON "charging_packages" USING btree ("portal","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "factors_subject_idx" ON "factors" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "factors_user_idx" ON "factors" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_id_idx" ON "payments" USING btree ("portal","gateway_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';