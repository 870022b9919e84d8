-- Written by hand around drizzle's output: the wallet movements list's type filter walks an index of
-- the wallet's entries by type (docs/admin-lists-performance.md), so each entry carries the movement
-- type the list shows for its side of the transfer. Entries are append-only, so the rows written before
-- are filled in once here with the append-only trigger set aside inside this migration's transaction.
-- The type is spelt once, in the database: a transfer between a parent and its sub-agency reads as
-- money out to the sub-agency or in from the parent by the entry's sign, any other as its business type
-- (or, without one, its kind).
CREATE FUNCTION ledger_movement_type(kind text, business_type text, payment_method text, amount bigint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN payment_method = 'parent' THEN (CASE WHEN amount < 0 THEN 'transfer_to_sub_agency' ELSE 'transfer_from_parent' END)
    ELSE coalesce(business_type, kind) END
$$;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "movement_type" varchar(24);--> statement-breakpoint
ALTER TABLE "ledger_entries" DISABLE TRIGGER ledger_entries_append_only;--> statement-breakpoint
UPDATE "ledger_entries" e SET "movement_type" = ledger_movement_type(t.kind, t.business_type, t.payment_method, e.amount)
  FROM "ledger_transfers" t WHERE t.id = e.transfer_id;--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER ledger_entries_append_only;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "movement_type" SET NOT NULL;--> statement-breakpoint
-- The commit rule that already reads each new entry's transfer (posted, entries summing to zero) also
-- refuses an entry whose type is not its transfer's: whichever path writes entries, the list stays true.
CREATE OR REPLACE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  transfer_status text;
  expected_type text;
BEGIN
  SELECT status, ledger_movement_type(kind, business_type, payment_method, NEW.amount) INTO transfer_status, expected_type
    FROM ledger_transfers WHERE id = NEW.transfer_id;
  IF transfer_status IS DISTINCT FROM 'posted' THEN
    RAISE EXCEPTION 'ledger_entries: transfer % is %, not posted', NEW.transfer_id, transfer_status USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.movement_type IS DISTINCT FROM expected_type THEN
    RAISE EXCEPTION 'ledger_entries: entry % of transfer % is typed %, not %', NEW.id, NEW.transfer_id, NEW.movement_type, expected_type
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger_entries: transfer % sums to %, not zero', NEW.transfer_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The type filter no longer starts from the transfers.
DROP INDEX "ledger_transfers_type_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_account_type_idx" ON "ledger_entries" USING btree ("account_id","movement_type","created_at","id","amount");
