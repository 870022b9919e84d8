-- Ledger rules the database enforces whatever the application does (see docs/money.md).
-- 1. Entries are append-only: UPDATE, DELETE and TRUNCATE are refused.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger %: % refused (the ledger is append-only; post a reversing transfer)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 2. Transfers are never deleted; the only change is a pending one becoming posted or voided, once.
CREATE FUNCTION ledger_transfer_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger_transfers: DELETE refused' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'pending' OR NEW.status NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'ledger_transfers: % -> % refused (a hold resolves once)', OLD.status, NEW.status USING ERRCODE = 'restrict_violation';
  END IF;
  IF (to_jsonb(NEW) - 'status' - 'resolved_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'resolved_at') THEN
    RAISE EXCEPTION 'ledger_transfers: only status and resolved_at may change' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_guard BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfer_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 3. At commit, every transfer that received entries is posted and its entries sum to zero.
CREATE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  transfer_status text;
BEGIN
  SELECT status INTO transfer_status FROM ledger_transfers WHERE id = NEW.transfer_id;
  IF transfer_status IS DISTINCT FROM 'posted' THEN
    RAISE EXCEPTION 'ledger_entries: transfer % is %, not posted', NEW.transfer_id, transfer_status USING ERRCODE = 'check_violation';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger_entries: transfer % sums to %, not zero', NEW.transfer_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_zero_sum AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();
