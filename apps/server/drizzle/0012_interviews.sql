CREATE TABLE "interview_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"timeslot_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"booked_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location_id" integer NOT NULL,
	"interviewer_ids" integer[] NOT NULL,
	"capacity" smallint DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_timeslots_order" CHECK ("interview_timeslots"."ends_at" > "interview_timeslots"."starts_at"),
	CONSTRAINT "interview_timeslots_capacity" CHECK ("interview_timeslots"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_timeslot_id_interview_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."interview_timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_timeslots" ADD CONSTRAINT "interview_timeslots_location_id_interview_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."interview_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_timeslots" ADD CONSTRAINT "interview_timeslots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_uid_unique" ON "interview_bookings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_active_unique" ON "interview_bookings" USING btree ("timeslot_id","applicant_id") WHERE "interview_bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "interview_bookings_applicant_idx" ON "interview_bookings" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "interview_timeslots_range_idx" ON "interview_timeslots" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "interview_timeslots_location_idx" ON "interview_timeslots" USING btree ("location_id","starts_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_interview_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."interview_bookings"("id") ON DELETE set null ON UPDATE no action;