import { CalendarDays, Clock } from 'lucide-react';
import { type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../BottomSheet';
import { Button } from '../Button';
import { Select } from '../Select';
import { FieldLabel, FieldMessage, hasContent, joinIds, useFieldIds } from '../TextField/FieldParts';
import * as fieldCss from '../TextField/FieldParts.css';
import * as css from './DatePicker.css';
import { formatValue, optionLabel } from './datePickerFormat';
import {
  boundsOf,
  clipParts,
  columnsFor,
  type DateParts,
  type DatePickerMode,
  optionsFor,
  partsOf,
  setPart,
  toDate,
} from './datePickerLogic';

export interface DatePickerProps {
  /** datetime, date, time, month or year (spec §4). */
  mode?: DatePickerMode;
  /** The picked value; null shows the placeholder. Shown clipped into [min, max]. */
  value: Date | null;
  /** The confirmed value, clipped into [min, max] at the mode's precision (a date at 00:00, a month on its 1st). */
  onChange: (value: Date) => void;
  /** Earliest value; default 2000-01-01 00:00. */
  min?: Date;
  /** Latest value; default 2030-12-31 23:59. */
  max?: Date;
  /** Minutes offered in steps of this; default 1. */
  minuteStep?: number;
  /** A 12-hour clock with an AM/PM column. */
  hour12?: boolean;
  /** The field's label and the sheet's title. */
  label: ReactNode;
  /** Text while nothing is picked; defaults to the translated "Choose". */
  placeholder?: string;
  /** Where the columns start when `value` is null; default now (clipped). */
  placeholderValue?: Date;
  hint?: ReactNode;
  /** Error text: marks the field invalid, is linked with aria-describedby and announced. */
  error?: ReactNode;
  disabled?: boolean;
  /** Marks the label "(optional)", as a TextField does. */
  optional?: boolean;
  /** The field's button (a form focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
  /** Number/date-format locale; defaults to the current UI language. */
  locale?: string;
  id?: string;
  className?: string;
}

/**
 * A field that shows the picked date and opens a bottom sheet to change it.
 *
 * The sheet has one native `<select>` per column (year, month, day, hour, minute, AM/PM) rather than
 * custom scroll-snap wheels: on iOS and Android a native select opens the system's own wheel or list,
 * which people know and which works with VoiceOver, TalkBack, switch access and hardware keyboards
 * for free; each column is a labelled combobox. Scroll-snap columns would need a hand-built listbox
 * with roving focus, live announcements and keyboard paging to be as accessible, and still would not
 * match the platform. Options outside [min, max] are simply not offered, and a change that would
 * leave the range (a year switch, a shorter month) is clipped at once.
 */
export function DatePicker({
  mode = 'date',
  value,
  onChange,
  min,
  max,
  minuteStep,
  hour12 = false,
  label,
  placeholder,
  placeholderValue,
  hint,
  error,
  disabled = false,
  optional = false,
  ref,
  locale,
  id,
  className,
}: DatePickerProps) {
  const { t, i18n } = useTranslation('dsForms');
  const { t: tOverlays } = useTranslation('dsOverlays');
  const lang = locale ?? i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { controlId, hintId, errorId } = useFieldIds(id);
  const valueId = useId();
  const labelId = useId();
  const invalid = hasContent(error);
  const minTime = min?.getTime();
  const maxTime = max?.getTime();
  const bounds = useMemo(
    () =>
      boundsOf({
        mode,
        min: minTime === undefined ? undefined : new Date(minTime),
        max: maxTime === undefined ? undefined : new Date(maxTime),
        minuteStep,
      }),
    [mode, minTime, maxTime, minuteStep],
  );
  const shown = value ? toDate(clipParts(partsOf(value), bounds)) : null;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateParts>(() => partsOf(new Date(Date.now())));

  const openSheet = () => {
    const start = value ?? placeholderValue ?? new Date(Date.now());
    setDraft(clipParts(partsOf(start), bounds));
    setOpen(true);
  };
  const confirm = () => {
    onChange(toDate(draft));
    setOpen(false);
  };

  const Icon = mode === 'time' ? Clock : CalendarDays;
  const columns = columnsFor(mode, hour12);
  return (
    <div className={[fieldCss.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={css.labelRow}>
        <FieldLabel htmlFor={controlId} optional={optional}>
          {label}
        </FieldLabel>
      </span>
      <div className={fieldCss.control} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        <button
          type="button"
          ref={ref}
          id={controlId}
          className={css.trigger}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(invalid ? errorId : hasContent(hint) && hintId)}
          onClick={openSheet}
        >
          <span id={valueId} className={css.value} data-empty={shown ? undefined : true}>
            {shown ? formatValue(shown, mode, lang, hour12) : (placeholder ?? t('datePicker.placeholder'))}
          </span>
          <Icon className={css.icon} aria-hidden="true" />
        </button>
      </div>
      <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={
          <span className={css.preview} aria-live="polite">
            {formatValue(toDate(draft), mode, lang, hour12)}
          </span>
        }
        footer={
          <div className={css.actions}>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {tOverlays('cancel')}
            </Button>
            <Button onPress={confirm}>{tOverlays('confirm')}</Button>
          </div>
        }
      >
        <div className={css.columns} data-count={Math.min(columns.length, 3)}>
          {columns.map((part) => (
            <Select
              key={part}
              label={t(`datePicker.${part}`)}
              value={String(part === 'meridiem' ? (draft.hour >= 12 ? 1 : 0) : draft[part])}
              options={optionsFor(part, draft, bounds, hour12).map((v) => ({
                value: String(v),
                label: optionLabel(part, v, lang, hour12),
              }))}
              onChange={(next) => setDraft((d) => setPart(d, part, Number(next), bounds))}
            />
          ))}
        </div>
      </BottomSheet>
    </div>
  );
}
