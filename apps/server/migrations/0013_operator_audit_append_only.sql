-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (the application's own
-- role included), so a staff action's record cannot be rewritten after the fact.
CREATE FUNCTION operator_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_audit_no_update_delete
  BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER operator_audit_no_truncate
  BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_refuse_change();
--> statement-breakpoint
-- Operators made before roles existed (users.is_staff) reviewed withdrawals: they keep that as finance.
INSERT INTO staff_roles (user_id, role)
  SELECT id, 'finance' FROM users WHERE is_staff
  ON CONFLICT DO NOTHING;
