-- One-time tickets for 'open in new window' (spec 01 §2.4): instead of the raw token, the new window gets
-- a short-lived ticket that it exchanges once for a session of its own (modules/system/window-ticket.ts).
-- Only the sha256 (hex) of a ticket is kept, as for session tokens. A ticket belongs to the user and the
-- session that asked for it; it expires 60 s after it was issued, and it is consumed by a conditional
-- update (used_time is set once), so two concurrent exchanges open a single session. used_session_id is
-- the session the exchange opened (kept for audit).
CREATE TABLE "sys_window_ticket" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"ticket_hash" text NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"session_id" bigint NOT NULL REFERENCES "sys_session" ("id") ON DELETE CASCADE,
	"expires_at" timestamptz NOT NULL,
	"used_time" timestamptz,
	"used_session_id" bigint REFERENCES "sys_session" ("id") ON DELETE SET NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_window_ticket_hash_unique" UNIQUE ("ticket_hash")
);
--> statement-breakpoint
-- Expired tickets are swept by age.
CREATE INDEX "sys_window_ticket_expires_idx" ON "sys_window_ticket" ("expires_at");
--> statement-breakpoint
-- The hidden-material check loaded at sign-in (spec 01 §2.2 item 5, modules/lookups/hidden-material.ts)
-- lists the materials that are not Active: a small partial index keeps it from reading every material.
CREATE INDEX "sys_material_not_active_idx" ON "sys_material" ("mat_code") WHERE "status" <> 'Active';
