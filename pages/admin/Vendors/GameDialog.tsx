import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { toDecimalString } from '../../../design-system/Money';
import { MoneyField } from '../../../design-system/MoneyField';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminVendorGame, VendorGameCreate } from '../../../src/api/contract/adminVendors';
import { GAME_CLASSIFIES, type GameClassify } from '../../../src/api/contract/games.constants';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseMoney } from '../../../src/rules/money';
import { gameCodeProblem, iconUrlProblem, type VendorProblem } from '../../../src/rules/vendors';
import { fieldErrors } from './VendorDialog';

export interface Currency {
  symbol: string;
  digits: number;
}

/**
 * Adds a game to a vendor, or edits one: its code at the vendor (fixed once saved), names, minimum
 * bet (minor units through the MoneyField), classify, icon and switch. A house game: the switch only.
 */
export function GameDialog({
  vendorName,
  game,
  house,
  currency,
  onSave,
  onClose,
}: {
  vendorName: string;
  /** Null: a new game. */
  game: AdminVendorGame | null;
  house: boolean;
  currency: Currency;
  onSave: (form: VendorGameCreate) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  const [code, setCode] = useState(game?.code ?? '');
  const [nameEn, setNameEn] = useState(game?.names.en ?? '');
  const [nameZh, setNameZh] = useState(game?.names['zh-CN'] ?? '');
  const [minBet, setMinBet] = useState(game ? toDecimalString(game.minBet, currency.digits, currency.digits) : '');
  const [classify, setClassify] = useState<string>(game?.classify ?? '');
  const [iconUrl, setIconUrl] = useState(game?.iconUrl ?? '');
  const [enabled, setEnabled] = useState(game?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const word = (p: string) => t(`vendors.errors.${p}`, { defaultValue: t('vendors.errors.name') });

  const submit = async () => {
    const parsed = parseMoney(minBet, { digits: currency.digits });
    const wrong: Record<string, VendorProblem | 'amount' | null> = house
      ? {}
      : {
          code: game ? null : gameCodeProblem(code.trim()),
          'names.en': nameEn.trim() ? null : 'name',
          'names.zh-CN': nameZh.trim() ? null : 'name',
          minBet: parsed.ok ? null : 'amount',
          iconUrl: iconUrlProblem(iconUrl.trim()),
        };
    const shown = Object.fromEntries(
      Object.entries(wrong).flatMap(([k, p]) => (p ? [[k, word(p)] as [string, string]] : [])),
    );
    setErrors(shown);
    setFailure(undefined);
    if (Object.keys(shown).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        code: code.trim(),
        names: { en: nameEn.trim(), 'zh-CN': nameZh.trim() },
        minBet: parsed.ok ? parsed.minor : (game?.minBet ?? 0),
        classify: classify === '' ? null : (classify as GameClassify),
        iconUrl: iconUrl.trim(),
        enabled,
      });
      onClose();
    } catch (err) {
      setErrors(fieldErrors(err, word));
      setFailure(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={
        game ? t('vendors.games.editTitle', { name: game.names.en }) : t('vendors.games.addTitle', { name: vendorName })
      }
      description={house ? t('vendors.games.houseGames') : undefined}
      submitLabel={t('vendors.save')}
      cancelLabel={t('vendors.cancel')}
      busy={busy}
      error={failure}
      onSubmit={submit}
    >
      <TextField
        label={t('vendors.games.code')}
        hint={game ? undefined : t('vendors.games.codeHint')}
        value={code}
        maxLength={48}
        readOnly={!!game}
        spellCheck={false}
        error={errors.code}
        onChange={setCode}
      />
      {house ? null : (
        <>
          <TextField
            label={t('vendors.nameEn')}
            value={nameEn}
            maxLength={60}
            error={errors['names.en']}
            onChange={setNameEn}
          />
          <TextField
            label={t('vendors.nameZh')}
            value={nameZh}
            maxLength={60}
            error={errors['names.zh-CN']}
            onChange={setNameZh}
          />
          <MoneyField
            label={t('vendors.games.minBet')}
            currencySymbol={currency.symbol}
            digits={currency.digits}
            value={minBet}
            error={errors.minBet}
            onChange={(v) => setMinBet(v)}
          />
          <Select
            label={t('vendors.games.classify')}
            options={[
              { value: '', label: t('vendors.games.classifyNone') },
              ...GAME_CLASSIFIES.map((c) => ({ value: c, label: c })),
            ]}
            value={classify}
            onChange={setClassify}
          />
          <TextField
            label={t('vendors.games.iconUrl')}
            hint={t('vendors.logoHint')}
            value={iconUrl}
            maxLength={500}
            spellCheck={false}
            error={errors.iconUrl}
            onChange={setIconUrl}
          />
        </>
      )}
      <Switch label={t('vendors.enabled')} checked={enabled} onChange={setEnabled} />
    </FormDialog>
  );
}
