ALTER TABLE "applicants" ADD COLUMN "document_signature" bit(1024);--> statement-breakpoint
-- Which word starts of four letters a document vector may hold, as a Bloom filter of 1,024 bits:
-- each word of four letters or more sets two bits from the code points of its first four letters.
-- The search computes the same bits for a typed word (applicants.search-signature.ts) and reads a
-- vector only where they are all set. The two must never differ.
CREATE FUNCTION bb_document_signature(vector tsvector) RETURNS bit(1024) LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  signature bit(1024) := repeat('0', 1024)::bit(1024);
  word text;
  a bigint; b bigint; c bigint; d bigint;
BEGIN
  IF vector IS NULL THEN RETURN NULL; END IF;
  FOREACH word IN ARRAY tsvector_to_array(vector) LOOP
    CONTINUE WHEN length(word) < 4;
    a := ascii(substr(word, 1, 1)); b := ascii(substr(word, 2, 1));
    c := ascii(substr(word, 3, 1)); d := ascii(substr(word, 4, 1));
    signature := set_bit(signature, ((a * 29791 + b * 961 + c * 31 + d) % 1021)::int, 1);
    signature := set_bit(signature, ((a * 2248091 + b * 17161 + c * 131 + d) % 1019)::int, 1);
  END LOOP;
  RETURN signature;
END $$;--> statement-breakpoint
CREATE FUNCTION bb_set_document_signature() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.document_signature := bb_document_signature(NEW.document_vector);
  RETURN NEW;
END $$;--> statement-breakpoint
-- Only where the vector is written: a status change does not pay for it (about 0.1 ms a row).
-- A value written to the signature itself is computed again from the vector, so the two cannot drift.
CREATE TRIGGER applicants_document_signature BEFORE INSERT OR UPDATE OF document_vector, document_signature ON applicants
  FOR EACH ROW EXECUTE FUNCTION bb_set_document_signature();--> statement-breakpoint
UPDATE applicants SET document_signature = bb_document_signature(document_vector) WHERE document_vector IS NOT NULL;
