-- One journal entry in one statement (ADR 0008). The ledger (server/modules/wallet/ledger.ts) checks
-- the entry (at least two postings, non-zero amounts, a zero sum, play money apart), orders the
-- postings by account key and calls this function once: one round trip, in autocommit when the
-- caller has no transaction of its own, so the rows it locks are held only for this statement.
--
-- It writes the entry (or answers out_replayed when the idempotency key is taken, and changes
-- nothing), then for each posting moves the cached balance with the guard (an account that may not
-- go negative never does), creating the account on its first posting, and writes the posting with
-- the balance after it. A refused guard raises SQLSTATE LD001, which rolls the whole entry back.
CREATE FUNCTION ledger_post(
	p_brand text,
	p_currency text,
	p_type text,
	p_reference text,
	p_idempotency_key text,
	p_actor_kind text,
	p_actor_id text,
	p_reason text,
	p_reverses uuid,
	p_fingerprint text,
	p_postings jsonb
) RETURNS TABLE (out_entry uuid, out_created timestamptz, out_replayed boolean, out_balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
	v_entry uuid;
	v_created timestamptz;
	v_posting jsonb;
	v_key text;
	v_amount bigint;
	v_account integer;
	v_balance bigint;
	v_balances bigint[] := '{}';
BEGIN
	INSERT INTO journal_entries (brand, type, reference, idempotency_key, actor_kind, actor_id, reason, reverses_id, fingerprint)
	VALUES (p_brand, p_type, p_reference, p_idempotency_key, p_actor_kind, p_actor_id, p_reason, p_reverses, p_fingerprint)
	ON CONFLICT (idempotency_key) DO NOTHING
	RETURNING journal_entries.id, journal_entries.created_at INTO v_entry, v_created;
	IF v_entry IS NULL THEN
		RETURN QUERY SELECT NULL::uuid, NULL::timestamptz, true, NULL::bigint[];
		RETURN;
	END IF;

	FOR v_posting IN SELECT value FROM jsonb_array_elements(p_postings) LOOP
		v_key := v_posting->>'key';
		v_amount := (v_posting->>'amount')::bigint;
		UPDATE ledger_accounts SET balance = balance + v_amount
		WHERE brand = p_brand AND key = v_key AND (allow_negative OR balance + v_amount >= 0)
		RETURNING id, balance INTO v_account, v_balance;
		IF NOT FOUND THEN
			-- The account does not exist yet, or the guard refused: make sure it exists, try once more.
			INSERT INTO ledger_accounts (brand, key, kind, member_id, channel, currency, allow_negative)
			VALUES (
				p_brand, v_key, v_posting->>'kind', (v_posting->>'memberId')::uuid, v_posting->>'channel',
				p_currency, v_posting->>'memberId' IS NULL
			)
			ON CONFLICT (brand, key) DO NOTHING;
			UPDATE ledger_accounts SET balance = balance + v_amount
			WHERE brand = p_brand AND key = v_key AND (allow_negative OR balance + v_amount >= 0)
			RETURNING id, balance INTO v_account, v_balance;
			IF NOT FOUND THEN
				RAISE EXCEPTION 'ledger.insufficient_funds on %', v_key USING ERRCODE = 'LD001';
			END IF;
		END IF;
		INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
		VALUES (v_entry, v_account, v_amount, v_balance);
		v_balances := v_balances || v_balance;
	END LOOP;

	RETURN QUERY SELECT v_entry, v_created, false, v_balances;
END;
$$;
