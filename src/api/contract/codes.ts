/**
 * Stable error codes of the platform API. The client maps each one to an i18n key; never rename one,
 * only add. Domains add their own codes here as they are built.
 */
export const ERROR_CODES = [
  /** Input failed validation; `fields` names each bad field. */
  'request.invalid',
  /** The body is not parseable (bad JSON, wrong encoding). */
  'request.malformed',
  /** 400: the path, query or body holds a NUL character, a lone surrogate or malformed percent-encoding; `fields` names the part when known. */
  'request.bad_text',
  /** The body is larger than the server accepts. */
  'request.too_large',
  /** The Content-Type is not one the route accepts. */
  'request.unsupported_media_type',
  /** No API route at this path. */
  'route.not_found',
  /** The path exists but not for this HTTP method (the `Allow` header lists the methods). */
  'route.method_not_allowed',
  /** A hashed asset or media file that does not exist. */
  'asset.not_found',
  /** A page was requested but the client bundle has not been built. */
  'site.not_built',
  /** The configured brand is not in the database. */
  'brand.not_found',
  /** Too many requests; retry later. */
  'rate.limited',
  /** The server is shutting down or a dependency is down; retry later. */
  'service.unavailable',
  /** An unexpected failure. Always a bug; the request id is in the logs. */
  'internal',
  // Accounts and sessions (issue 3, ADR 0006)
  /** 401: no session, or it expired or was revoked ("please log in first"). */
  'auth.required',
  /** 401: wrong username or password (never says which). `captchaRequired` asks for a captcha next time. */
  'auth.invalid_credentials',
  /** 429: too many failed log-ins for this account or address; `retryAt` says when to try again. */
  'auth.locked',
  /** 403: the account is disabled or self-excluded ("user does not exist or is disabled"). */
  'auth.account_disabled',
  /** 403: a trial account may not do this (the spec's `free_reject`). */
  'auth.trial_refused',
  /** 403: this needs a real account ("please log in an actual account to use this function"). */
  'auth.real_account_required',
  /** 400: a captcha is needed and was not sent. */
  'captcha.required',
  /** 400: the captcha answer is wrong, used or expired; fetch a new one. */
  'captcha.invalid',
  /** 429: an SMS code was sent to this number less than 60 s ago; `retryAt` says when. */
  'sms.too_soon',
  /** 400: the SMS code is wrong, used, expired, or out of attempts ("verification code error"). */
  'sms.code_invalid',
  /** 409: the username is taken ("username already exists"). */
  'account.username_taken',
  /** 409: the mobile number belongs to another account. */
  'account.mobile_taken',
  /** 400: the invitation (affiliate) code is not valid ("invalid invitation code"). */
  'affiliate.invalid',
  /** 400: the new password equals the old one (the spec's `modify.new.old.same`). */
  'password.same_as_old',
  /** 400: the body could not be decrypted, or names another scheme or key. */
  'encryption.invalid',
  /** 400: the e-mail code is wrong, used, expired, or out of attempts ("verification code error"). */
  'email.code_invalid',
  /** 429: an e-mail code was sent to this address less than 60 s ago; `retryAt` says when. */
  'email.too_soon',
  // Social log-in (docs/social-login.md)
  /** 404: this social log-in provider is not offered: unknown, not configured on the server, or its brand flag is off. */
  'auth.social_unavailable',
  /** 401: the provider did not accept the credential (expired, forged, or issued for another app). */
  'auth.social_invalid',
  /** 503: the provider could not be reached to check the credential; retry later. */
  'auth.social_unreachable',
  /** 403: no account is linked yet and the brand's registration needs what the provider cannot give (use the form). */
  'auth.social_signup_unavailable',
  /** 401: no staff session, or it expired or was revoked. */
  'staff.auth_required',
  /** 403: the staff member's role does not allow this back-office action (the admin role always may). */
  'staff.forbidden',
  /** 403: the staff member's brands do not include the brand of this host (ADR 0015). */
  'staff.brand_forbidden',
  /** 404: no staff member with this id (back office, /api/admin/staff). */
  'staff.not_found',
  /** 409: another staff member already has this username (usernames are compared lower-case). */
  'staff.username_taken',
  /** 409: an admin cannot disable themself or change their own role. */
  'staff.self_change',
  /** 409: the change would leave no active admin; nothing was changed. */
  'staff.last_admin',
  /** 400: a brand domain that is not a bare host name (no scheme, port, path or IP address). */
  'brand.domain_invalid',
  /** 409: this host name already belongs to a brand. */
  'brand.domain_taken',
  /** 404: no such brand domain, or no such brand. */
  'brand.domain_not_found',
  // The brand editor (issue 24, ADR 0031)
  /** 400: an accent colour fails the WCAG contrast check; the message gives the ratio and the minimum, `fields` the colour. */
  'brand.contrast_low',
  /** 409: the live version changed since the draft was started; review again (or discard the draft). */
  'brand.stale_draft',
  /** 404: no such draft or version of the brand. */
  'brand.version_not_found',
  /** 409: the version is the live one already. */
  'brand.version_live',
  /** 409: the currency cannot change while a member of the brand holds a balance. */
  'brand.currency_in_use',
  /** 415: a logo must be an SVG or a PNG image. */
  'brand.logo_type',
  /** 413: the logo file is too large, or its picture too big. */
  'brand.logo_too_large',
  // Wallet (issue 4, ADR 0007)
  /** 409: the balance is too low for this movement; nothing moved. */
  'wallet.insufficient_funds',
  /** 409: this idempotency key (request id) was already used for a different operation. */
  'ledger.idempotency_conflict',
  /** 400: an amount is larger than the wallet's maximum (MONEY_MAX_MINOR, ADR 0011); `fields` names it and says the maximum. Nothing moved. */
  'amount.too_large',
  /** 409: the movement would take a balance past the largest amount the wallet holds (ADR 0011). Nothing moved. */
  'ledger.balance_limit',
  /** 409: another staff member already confirmed, rejected, approved or paid this item ("already processed"). */
  'finance.already_processed',
  /** 404: no such deposit, withdrawal, channel or bank account (or not this member's). */
  'finance.not_found',
  /** 409: the member owes no turnover, so there is nothing to waive. */
  'finance.no_turnover',
  // The members console (issue 24 §Members; docs/admin.md "Members")
  /** 404: no such member in this brand. */
  'member.not_found',
  /** 409: the member's status does not allow this action (a self-excluded or closed member). */
  'member.status_conflict',
  /** 409: a password reset needs a mobile number or an e-mail address, and the member has neither. */
  'member.no_contact',
  /** 409: the type change leaves the account's family (player/agent/sub-agent, or the test ones), or the account is a trial. */
  'member.type_not_allowed',
  /** 409: an agent with members below it cannot become a player; move them first. */
  'member.has_downline',
  /** 409: the new upline is not an agent. */
  'member.not_agent',
  /** 409: the account cannot close while cash, bonus or a withdrawal hold is not zero, or a deposit or withdrawal is pending. */
  'member.balance_not_settled',
  // Deposits (issue 4, docs/payments.md)
  /** 409: the deposit channel is switched off (or only exists for testing); choose another. */
  'finance.channel_unavailable',
  /** 409: a deposit channel with this code already exists for the brand (or the ledger reserves the code). */
  'finance.channel_code_taken',
  /** 409: someone saved this item after the editor loaded it (its `updatedAt` moved on); nothing was changed. Reload and edit again. */
  'finance.stale',
  /** 401: a gateway notification's signature is missing or wrong (nothing was changed). */
  'webhook.signature_invalid',
  /** 401: a gateway notification's timestamp is outside the accepted window (WEBHOOK_WINDOW_MS). */
  'webhook.expired',
  /** 409: a gateway notification does not match its order (amount, currency or an earlier outcome); the deposit is flagged. */
  'webhook.mismatch',
  // Withdrawals and bank accounts (issue 4; docs/api.md "Withdrawals")
  /** 400: the payee name is not the member's name (the first bank account set it). */
  'bank.payee_mismatch',
  /** 409: this account number is already bound (by this member or another). */
  'bank.duplicate',
  /** 409: the member already has the most bank accounts allowed (5). */
  'bank.limit',
  /** 403: no payment password yet; set one in the security centre (/m/securityCenter). */
  'withdraw.payment_password_unset',
  /** 400: the payment password is wrong; `fields.attemptsLeft` says how many tries remain. */
  'withdraw.payment_password_invalid',
  /** 429: too many wrong payment passwords; `retryAt` says when withdrawing opens again. */
  'withdraw.payment_password_locked',
  /** 409: the daily number of withdrawals is used up. */
  'withdraw.daily_limit',
  /** 409: the amount is above what is left of the VIP level's daily allowance; `fields.remaining` in minor units. */
  'withdraw.daily_amount',
  /** 409: turnover is still owed; `fields.remaining` is the amount in minor units. */
  'withdraw.turnover_outstanding',
  // The live channel (issue 14)
  /** 426: GET /api/live is a WebSocket; a plain request is answered this. */
  'live.upgrade_required',
  // Games (issue 5)
  /** 404: no enabled game with this node id in the catalogue. */
  'games.not_found',
  /** 409: the game or its vendor is switched off, or cannot be launched on its own (a lobby vendor). */
  'games.unavailable',
  /** 409: free play was asked for a game that does not offer it. */
  'games.free_play_unavailable',
  /** 409: the back office may pin at most HOT_PIN_LIMIT games hot; unpin one first (docs/hot-games.md). */
  'games.hot_pins_full',
  /** 403: a free-play (trial) account must confirm its age (POST /api/accounts/age-confirmation) before its first game (issue 19). */
  'games.age_unconfirmed',
  // Game vendors in the back office (issue 23, docs/vendors.md)
  /** 404: the brand has no vendor with this code. */
  'vendors.not_found',
  /** 409: the brand already has a vendor with this code. */
  'vendors.code_taken',
  /** 409: the vendor already has a game with this code. */
  'vendors.game_code_taken',
  /** 409: a house vendor (LUMEN, LUMEN_*) may only be switched on or off, re-sorted and renamed; its template, secret and games are the studio's, and no new vendor may take a house code. */
  'vendors.house_protected',
  // Announcements and help topics (issue 18)
  /** 404: no announcement with this id that this member may see now (or, in the back office, at all). */
  'announcement.not_found',
  /** 409: only a draft can be deleted; unpublish it first. */
  'announcement.not_draft',
  /** 400: some usernames of the member list are not members of the brand; `fields.members` lists them. */
  'announcement.unknown_members',
  /** 404: no help topic with this id. */
  'help.not_found',
  /** 409: another help topic of the brand has this key. */
  'help.key_taken',
  // The house studio's game window (issue 5)
  /** 401: the game window has no studio session, or the operator's game session ended. */
  'studio.session_expired',
  /** 409: this launch link was already opened once. */
  'studio.token_used',
  /** 409: the balance is below the stake; `fields.balance` is the balance in minor units. */
  'studio.insufficient_funds',
  /** 429: the brand's game pacing (pacing.minSpinMs) has not passed since this player's previous spin; `retryAt` is when it has. No money moved (issue 19). */
  'studio.too_fast',
  // The house card games (issue 23, docs/video-poker-baccarat.md)
  /** 409: this game window plays another game (a poker call from a baccarat window). */
  'cards.wrong_game',
  /** 409: a hand is dealt and not drawn yet: draw it first. */
  'poker.hand_open',
  /** 409: this hand was already drawn (a second draw, a double tap, or the sweep settled it). */
  'poker.already_drawn',
  /** 404: no hand with this id in this game window. */
  'poker.hand_not_found',
  // House bingo and fishing (issue 23, docs/bingo-fishing.md)
  /** 404: no such bingo round in this game window. */
  'bingo.round_not_found',
  /** 409: this window already has an open round (`fields.roundId`): collect it first. */
  'bingo.round_open',
  /** 409: the round is closed: no extra ball can be bought. */
  'bingo.round_closed',
  /** 409: every extra ball of the round was bought. */
  'bingo.no_more_balls',
  /** 429: more than 5 shots in a second; `retryAt` is when the next may go. No money moved. */
  'fishing.too_fast',
  /** 400: the shot names a fish that is not in the scene (not yet swum in) or not of that kind. */
  'fishing.bad_target',
  /** 409: that fish was already caught. No money moved. */
  'fishing.fish_gone',
  // The house lottery vendor (issue 22, docs/lottery.md)
  /** 401: the lottery window has no session (cookie lotto_key), or the operator's game session ended. */
  'lottery.session_expired',
  /** 409: this launch link was already opened once. */
  'lottery.token_used',
  /** 409: the balance is below the slip's stakes; `fields.balance` is the balance in minor units. Nothing was taken. */
  'lottery.insufficient_funds',
  /** 409: betting on this draw has closed (`fields.closesAt`); bet on the next draw. */
  'lottery.closed',
  /** 404: no such draw (of this game, in this brand). */
  'lottery.draw_not_found',
  /** 404: no such lottery game. */
  'lottery.game_not_found',
  /** 409: the game is disabled by the brand. */
  'lottery.game_disabled',
  /** 400: the slip names a bet type the game does not have; `fields["bets.<i>"]` says which. */
  'lottery.bet_type_unknown',
  /** 400: a bet's selection is not valid for its type; `fields["bets.<i>"]` says why. */
  'lottery.selection_invalid',
  /** 400: a stake is below the game's minimum (`fields.min`). */
  'lottery.stake_too_low',
  /** 409: a stake is above the brand's maximum for its bet type (`fields.max`, `fields.betType`). Nothing moved. */
  'lottery.stake_limit',
  /** 409: the slip would take the player's total stake on this draw above the brand's limit (`fields.max`, `fields.staked`). Nothing moved. */
  'lottery.player_limit',
  /** 409: the draw's worst-case payout would pass the brand's cap (`fields.max`, `fields.exposure`). Nothing moved. */
  'lottery.payout_cap',
  /** 409: this slip id was already used for another slip. */
  'lottery.slip_conflict',
  /** 409: a settled (or settling) draw cannot be voided. */
  'lottery.draw_settled',
  /** 400: a game's limits contradict each other (a largest stake below the smallest); `fields` names the limit. Nothing changed. */
  'lottery.limits_invalid',
  // Virtual football (issue 23, docs/virtual-football.md)
  /** 400: the slip's shape is wrong (legs count, an unknown selection, a repeat, two legs of one match in an accumulator); `fields.legs` says which. */
  'football.slip_invalid',
  /** 404: no such match. */
  'football.match_not_found',
  /** 409: the match has kicked off (or is over): betting on it closed at kick-off; `fields.matchId`, `kickoffAt`. */
  'football.match_started',
  /** 400: this selection is not offered on the match (its odds are out of range). */
  'football.selection_unavailable',
  /** 400: the stake is below the minimum (`fields.min`). */
  'football.stake_too_low',
  /** 409: the stake is above the maximum per bet (`fields.max`). */
  'football.stake_limit',
  /** 409: a bet's possible payout is above the maximum (`fields.max`). */
  'football.payout_limit',
  /** 409: this slip id was already used for another slip. */
  'football.slip_conflict',
  /** 409: the studio cookie holds another house game's window (one window at a time): open virtual football again. */
  'football.other_window',
  // Provable fairness of player-started rounds (issue 22, docs/fairness.md)
  /** 404: GET /api/fairness/rounds/:id for a round the studio has no seeded record of. */
  'fairness.round_not_found',
  // Exposure (issue 13)
  /** 403: a state-changing request from another site's page (its Origin or Sec-Fetch-Site); nothing was done. */
  'request.cross_origin',
  /** 401: GET /metrics without the bearer token METRICS_TOKEN. */
  'metrics.unauthorized',
  /** 403: the dev outbox answers only requests from this machine (loopback), outside production. */
  'dev.loopback_only',
  // Jobs (issue 14, ADR 0013)
  /** 404: POST /api/admin/jobs/:name/run for a job that is not declared. */
  'job.not_found',
  // Live chat (issue 18; docs/chat.md)
  /** 404: live chat is switched off for this brand (the white-label flag CBS3, `features.liveChat`). */
  'chat.unavailable',
  /** 404: no such conversation, message or attachment (or not this member's). */
  'chat.not_found',
  /** 415: an attachment that is not a PNG, JPEG or WebP image by its content (magic bytes). */
  'chat.attachment_type',
  /** 413: an attachment larger than CHAT_ATTACHMENT_MAX_BYTES (5 MB). */
  'chat.attachment_too_large',
  /** 409: the agent to assign is not a support agent of this brand, is offline, or is at their cap. */
  'chat.agent_unavailable',
  /** 409: the brand already has a canned reply with this short code. */
  'chat.canned_code_taken',
  /** 400: a console list `cursor` that is not one the server gave out (garbled or tampered with). */
  'chat.bad_cursor',
  // Inbox and feedback (issue 18, docs/inbox.md)
  /** 404: no such message in this member's inbox (another member's is answered the same). */
  'inbox.not_found',
  /** 404: no such broadcast (back office). */
  'inbox.broadcast_not_found',
  /** 409: only a scheduled broadcast can be cancelled; this one was delivered or cancelled. */
  'inbox.broadcast_not_scheduled',
  /** 404: a username of the message's recipients is not a member of the brand (or is a trial account); `fields.segment` names them. */
  'inbox.member_not_found',
  /** 400: the feedback description has fewer or more words than the brand allows; `fields.content` is `min-max`. */
  'feedback.word_count',
  /** 404: no such feedback (back office). */
  'feedback.not_found',
  /** 409: this feedback was already replied to. */
  'feedback.already_replied',
  /** 409: only an agent application (type 6) can turn its sender into an agent. */
  'feedback.not_agent_application',
  /** 409: the sender is already an agent. */
  'feedback.already_agent',
  // Daily sign-in (issue 20, docs/signin-rewards.md)
  /** 404: the brand has no daily sign-in (or staff switched it off). */
  'signin.disabled',
  /** 409: this day is already signed (a double tap pays once). */
  'signin.already',
  /** 409: the brand does not allow make-up days. */
  'signin.no_makeup',
  /** 409: this cycle's make-ups are used up. */
  'signin.makeup_limit',
  /** 409: the day to make up is not a missed day of the current cycle (today or later, or outside the cycle). */
  'signin.not_missed',
  /** 400: the settings are inconsistent; `fields` names the field (rewards count, bonus template, time zone). */
  'signin.settings_invalid',
  // Player protection (issue 19, docs/player-protection.md)
  /** 409: the deposit would pass a deposit limit; `fields`: kind, period, limit, remaining (minor units), resetsAt (ISO). Nothing was created. */
  'protection.deposit_limit',
  /** 409: the stake would pass a loss limit (net: stakes − wins); `fields` as protection.deposit_limit. */
  'protection.loss_limit',
  /** 409: the stake would pass a wager limit; `fields` as protection.deposit_limit. */
  'protection.wager_limit',
  /** 403: a time-out or self-exclusion is in force for this person (on any brand): no play, no deposit. Withdrawals and history stay open. `fields.until` (ISO, absent: permanent). */
  'protection.excluded',
  /** 409: there is no pending change of this limit to confirm or cancel (it may have lapsed). */
  'protection.no_pending',
  /** 409: the 24-hour cooling-off of this change is not over; `fields.confirmableAt` (ISO). */
  'protection.cooling_off',
  /** 409: there is no self-exclusion in force to lift early (a time-out cannot be lifted early). */
  'protection.lift_unavailable',
  /** 409: an early-lift request is already waiting for a decision. */
  'protection.lift_pending',
  /** 404: no such early-lift request, or no such member (back office). */
  'protection.not_found',
  /** 409: this early-lift request was already decided. */
  'protection.lift_decided',
  // Promotions (issue 20, docs/promotions.md)
  /** 404: no such promotion, or it is disabled or not started. */
  'activity.not_found',
  /** 409: the promotion has not started or has ended: no joining or applying. */
  'activity.closed',
  /** 409: the promotion is not taken part in this way (join on an apply-mode one, or an info-only one). */
  'activity.wrong_mode',
  /** 409: an application for this promotion is open or was approved (a rejected one may be followed by a new one). */
  'activity.already_applied',
  /** 400: the comment is longer than 140 characters (spec §9). */
  'activity.comment_too_long',
  /** 400: more than 3 images (spec §9). */
  'activity.too_many_images',
  /** 413: an image is larger than 5 MB (spec §9; 2 MB for a promotion image in the back office). */
  'activity.image_too_large',
  /** 415: an image is not a whole PNG or JPEG by its content (its name and declared type are ignored). */
  'activity.image_type',
  /** 400: the application is not a multipart/form-data body of a comment and image files. */
  'activity.form_invalid',
  /** 404: no such uploaded promotion image. */
  'activity.image_not_found',
  /** 404: no such application (back office). */
  'activity.application_not_found',
  /** 409: the application was already decided. */
  'activity.decided',
  /** 404: no such category (back office). */
  'activity.category_not_found',
  /** 400: a category id is not one of the brand's (back office). */
  'activity.category_unknown',
  /** 400: the brand's default language copy is missing (back office). */
  'activity.language_missing',
  /** 409: another promotion of the brand has this key (REFERRAL). */
  'activity.key_taken',
  /** 400: the bonus template of a bonus payout is not one of the brand's (back office). */
  'activity.bonus_template_unknown',
  // Bonuses and rewards (issue 20, docs/bonuses.md)
  /** 409: the stake is above the maximum bet of the bonus being wagered; `fields.maxBet` (minor units). Nothing moved. */
  'bonus.max_bet',
  /** 404: no promotion code like this is running. */
  'bonus.code_unknown',
  /** 409: this member already used this promotion code. */
  'bonus.code_used',
  /** 404: no such bonus grant or template (back office). */
  'bonus.not_found',
  /** 409: the grant is not in a state that allows this (already ended, not waiting for review). */
  'bonus.wrong_state',
  /** 409: a template with this promotion code already exists. */
  'bonus.code_taken',
  /** 404: no such reward for this member. */
  'rewards.not_found',
  /** 409: the reward expired before it was claimed. */
  'rewards.expired',
  /** 409: the reward's bonus terms were removed; staff must re-issue it. */
  'rewards.unavailable',
  // The agent area (issue 21, ADR 0023, docs/agents.md)
  /** 403: the session is not an agent (types 0, 4 and 40 may not open the agent area; "non-agents cannot log in"). */
  'agent.required',
  /** 404: no such member in the caller's team (a sibling's member answers exactly as an unknown id). */
  'agent.member_not_found',
  /** 409: a member cannot be moved under itself or its own downline. */
  'agent.move_cycle',
  // Agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates")
  /** 409: a rate is above its limit (the setter's own rate, or the brand max); `fields` names each category with the limit (bp). */
  'agent_rebate.above_limit',
  /** 409: lowering a rate would leave direct members above it; `fields` names each category with how many. */
  'agent_rebate.children_above',
  /** 409: an agent sets only its direct members' rates. */
  'agent_rebate.not_direct',
  /** 409: staff set only top-level agents' rates (everyone else's are their upline's). */
  'agent_rebate.not_top_level',
  /** 400: the period to re-run is not a complete past day. */
  'agent_rebate.period_invalid',
  /** 403: the brand does not allow agents to transfer to their downline (`agent.transfersToDownline`). */
  'agent.transfers_off',
  /** 409: a transfer goes to a direct member only (a deeper member's own agent pays it). */
  'agent.transfer_not_direct',
  // Red-envelope rain (issue 21, docs/red-rain.md)
  /** 404: no such rain for this member (another team's rain answers exactly as an unknown id). */
  'redrain.not_found',
  /** 400: the start is in the past or more than 7 days ahead; `fields.startsAt`. */
  'redrain.start_invalid',
  /** 409: this request id was already used for a different rain. */
  'redrain.request_conflict',
  /** 409: the rain has not started yet; `fields.startsAt` (ISO). */
  'redrain.not_started',
  /** 409: the rain's window has closed. */
  'redrain.ended',
  /** 409: every envelope of the rain has been grabbed. */
  'redrain.empty',
  /** 403: the rain is for the funding agent's team, and this member is not in it. */
  'redrain.not_in_team',
  /** 403: free-play (trial) and internal test accounts cannot grab envelopes. */
  'redrain.not_eligible',
  /** 404: no such contract (or not one the caller may see or revise). */
  'contract.not_found',
  /** 409: contracts go to direct downline agents only. */
  'contract.not_direct',
  /** 409: the member is not an agent. */
  'contract.not_agent',
  /** 409: staff offer contracts to top-level agents only; others get their upline's. */
  'contract.not_top_level',
  /** 409: an offer of this kind already awaits the downline's answer. */
  'contract.offer_pending',
  /** 409: the downline has an active contract of this kind; revise it instead. */
  'contract.active_exists',
  /** 400: a revision keeps the kind of the contract. */
  'contract.kind_mismatch',
  /** 409: only an offered or active contract can be revised. */
  'contract.not_revisable',
  /** 409: a newer version of the offer replaced it. */
  'contract.superseded',
  /** 409: the offer was already accepted. */
  'contract.already_accepted',
  /** 409: the offer was already refused. */
  'contract.already_refused',
  /** 400: not a period key of this contract kind. */
  'contract.period_invalid',
  /** 409: the period has not ended yet. */
  'contract.period_not_ended',
  // Dashboard and reports (issue 24, ADR 0030)
  /** 400: the range is not a range: a custom period without both days, from after to, or more than 366 days; `fields`. */
  'stats.range_invalid',
  /** 400: no such brand (a brand the staff member does not cover is 403 `staff.brand_forbidden`). */
  'stats.brand_unknown',
  /** 403: the brand's operator switched this module off (ADR 0032): "No permission or feature temporarily unavailable". Nothing was changed. */
  'feature.unavailable',
  /** 400: a blocked country is not an ISO 3166-1 alpha-2 code (`fields.blockedCountries`). */
  'site.country_invalid',
  /** 400: an allowed address is not an IP address or CIDR range (`fields.allowedAddresses`). */
  'site.address_invalid',
  /** 400: the maintenance end time is in the past. */
  'site.maintenance_end_past',
  /** 404: no such banner of the brand. */
  'banner.not_found',
  /** 400: a banner link is neither a /m/... path nor an https URL. */
  'banner.link_invalid',
  /** 400: a banner's schedule ends before it starts. */
  'banner.schedule_invalid',
  /** 415: banner art is not a whole PNG, JPEG or WebP image by its content. */
  'banner.image_type',
  /** 413: banner art is larger than 1 MB. */
  'banner.image_too_large',
  /** 404: no such uploaded banner image. */
  'banner.image_not_found',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (v: unknown): v is ErrorCode =>
  typeof v === 'string' && (ERROR_CODES as readonly string[]).includes(v);
