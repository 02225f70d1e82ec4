-- Money bounds (issue 13, ADR 0011). Every amount and balance stays within ±10^15 minor units, so
-- each one, and a sum of up to nine of them, is an exact JSON number (below 2^53). The ledger and the
-- services refuse first, with stable codes; these checks are the database's last line of defence.
-- Turnover totals are counters that saturate at 2^53 − 1 (server/modules/wallet/turnover.ts).
-- Tables whose rows are never changed (postings, provider transactions, deposits, withdrawals) get
-- their checks NOT VALID: every new row is checked, history stays as it was written. Balances,
-- turnover and rounds are checked now: a database that already holds such a value past a bound
-- refuses this migration; correct it first (docs/operations.md, "Database").
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_stake_bound" CHECK ("game_rounds"."stake" between 0 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_payout_bound" CHECK ("game_rounds"."payout" between 0 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_min_bet_bound" CHECK ("games"."min_bet" between 0 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_amount_bound" CHECK ("provider_transactions"."amount" between 0 and 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_amount_bound" CHECK ("deposits"."amount" between 0 and 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_bound" CHECK ("ledger_accounts"."balance" between -1000000000000000 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_amount_bound" CHECK ("ledger_postings"."amount" between -1000000000000000 and 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_balance_bound" CHECK ("ledger_postings"."balance_after" between -1000000000000000 and 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_bound" CHECK ("member_turnover"."required" between 0 and 9007199254740991 and "member_turnover"."wagered" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_amounts_bound" CHECK ("payment_channels"."max_amount" between 0 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_amount_bound" CHECK ("withdrawals"."amount" between 0 and 1000000000000000) NOT VALID;--> statement-breakpoint
-- ledger_post (migration 0006, ADR 0008) with the bounds. p_max is MONEY_MAX_MINOR: no posting may
-- move more, and no posting may take a member account above it (money going out always may: a
-- lowered maximum never traps a balance); system accounts stay within the ceiling. A
-- refusal raises before anything is written: LD001 (a member account would go below zero, as
-- before), LD002 (a balance would pass its bound), LD003 (an amount is larger than p_max).
-- Callers of the old signature get the ceiling as p_max.
DROP FUNCTION ledger_post(text, text, text, text, text, text, text, text, uuid, text, jsonb);--> statement-breakpoint
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
	p_postings jsonb,
	p_max bigint DEFAULT 1000000000000000
) RETURNS TABLE (out_entry uuid, out_created timestamptz, out_replayed boolean, out_balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
	c_ceiling CONSTANT bigint := 1000000000000000;
	v_max bigint := LEAST(COALESCE(p_max, c_ceiling), c_ceiling);
	v_entry uuid;
	v_created timestamptz;
	v_posting jsonb;
	v_key text;
	v_amount bigint;
	v_given numeric;
	v_account integer;
	v_balance bigint;
	v_allow boolean;
	v_balances bigint[] := '{}';
BEGIN
	-- Amounts first, as numeric: past this loop no sum below can overflow a bigint.
	FOR v_posting IN SELECT value FROM jsonb_array_elements(p_postings) LOOP
		v_given := (v_posting->>'amount')::numeric;
		IF v_given > v_max OR v_given < -v_max THEN
			RAISE EXCEPTION 'ledger.amount_too_large on %', v_posting->>'key' USING ERRCODE = 'LD003';
		END IF;
	END LOOP;

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
		WHERE brand = p_brand AND key = v_key
			AND (allow_negative OR (balance + v_amount >= 0 AND (v_amount < 0 OR balance + v_amount <= v_max)))
			AND balance + v_amount BETWEEN -c_ceiling AND c_ceiling
		RETURNING id, balance INTO v_account, v_balance;
		IF NOT FOUND THEN
			-- The account does not exist yet, or a guard refused: make sure it exists, try once more.
			INSERT INTO ledger_accounts (brand, key, kind, member_id, channel, currency, allow_negative)
			VALUES (
				p_brand, v_key, v_posting->>'kind', (v_posting->>'memberId')::uuid, v_posting->>'channel',
				p_currency, v_posting->>'memberId' IS NULL
			)
			ON CONFLICT (brand, key) DO NOTHING;
			UPDATE ledger_accounts SET balance = balance + v_amount
			WHERE brand = p_brand AND key = v_key
				AND (allow_negative OR (balance + v_amount >= 0 AND (v_amount < 0 OR balance + v_amount <= v_max)))
				AND balance + v_amount BETWEEN -c_ceiling AND c_ceiling
			RETURNING id, balance INTO v_account, v_balance;
			IF NOT FOUND THEN
				SELECT balance, allow_negative INTO v_balance, v_allow FROM ledger_accounts WHERE brand = p_brand AND key = v_key;
				IF NOT v_allow AND v_balance + v_amount < 0 THEN
					RAISE EXCEPTION 'ledger.insufficient_funds on %', v_key USING ERRCODE = 'LD001';
				END IF;
				RAISE EXCEPTION 'ledger.balance_limit on %', v_key USING ERRCODE = 'LD002';
			END IF;
		END IF;
		INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
		VALUES (v_entry, v_account, v_amount, v_balance);
		v_balances := v_balances || v_balance;
	END LOOP;

	RETURN QUERY SELECT v_entry, v_created, false, v_balances;
END;
$$;
