import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { CHANNEL_ICONS } from '../../../src/api/contract/adminChannels.constants';
import * as own from './Channels.css';
import { pictureOf } from './parts';

/** The icons the deposit page draws, as a radio group of tiles. */
export function ChannelIconPicker({
  firstId,
  value,
  error,
  onChange,
}: {
  firstId: string;
  value: string;
  error?: string;
  onChange: (icon: (typeof CHANNEL_ICONS)[number]) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const name = useId();
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset className={own.iconGroup} aria-describedby={error ? errorId : hintId}>
      <legend className={own.label}>{t('channels.form.icon')}</legend>
      <div className={own.icons}>
        {CHANNEL_ICONS.map((icon, i) => {
          const Picture = pictureOf(icon);
          return (
            <label key={icon} className={own.iconTile}>
              <input
                id={i === 0 ? firstId : undefined}
                className={own.radio}
                type="radio"
                name={name}
                value={icon}
                checked={value === icon}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(icon)}
              />
              <Picture aria-hidden="true" />
              <span>{t(`channels.icons.${icon}`)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <span id={errorId} className={own.fieldError} role="alert">
          {error}
        </span>
      ) : (
        <span id={hintId} className={own.hint}>
          {t('channels.form.iconHint')}
        </span>
      )}
    </fieldset>
  );
}

/** An on/off switch with its label and hint (a button with role="switch"). */
export function ChannelSwitch({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <div className={own.switchRow}>
      <div className={own.switchText}>
        <span id={labelId} className={own.switchLabel}>
          {label}
        </span>
        <span id={hintId} className={own.hint}>
          {hint}
        </span>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className={own.switchButton}
        onClick={() => onChange(!checked)}
      >
        <span className={own.track}>
          <span className={own.thumb} />
        </span>
      </button>
    </div>
  );
}
