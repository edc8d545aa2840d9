-- File storage in the database (issue 30, FILE_STORAGE=postgres): every gateway process on one
-- PostgreSQL sees the same uploads, exports, printed PDFs and import workbooks. A file is its chunks
-- (bytea of up to 256 KiB, numbered from 0; an empty file is one empty chunk 0), so neither a write nor
-- a read ever holds a whole file in memory. core/storage/postgres.ts writes the chunks under a temporary
-- key (starting with ".upload-", which no storage key can be) and renames them to the file's key in one
-- statement once the whole stream went through. created_time lets a sweep drop the chunks of writers
-- that died mid-stream. Plain SQL: the same on PostgreSQL 15 and PGlite.
CREATE TABLE "sys_file_chunk" (
	"file_key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_file_chunk_pkey" PRIMARY KEY ("file_key", "seq")
);
