import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ChipGroup } from '../../../design-system/ChipGroup';
import type { BetType } from '../../../src/api/contract/lottery';
import { oddsText, useLotteryLabels } from '../labels';
import * as css from '../lottery.css';
import { NumberPicker } from '../NumberPicker';
import { lineKey, numberText, pickMode } from '../slip';

export interface BetTypeBoardProps {
  betTypes: readonly BetType[];
  /** The game's family (how its numbers may be picked: `pickMode`). */
  family: string;
  /** The keys of the bets on the slip (an option on it shows pressed). */
  onSlip: ReadonlySet<string>;
  /** An option tapped, or a complete numbers pick added. */
  onToggle: (bet: { betType: string; selection: string[]; odds: number }) => void;
  /** Betting on the draw has closed: nothing can be picked. */
  disabled?: boolean;
}

/** Groups in the vendor's order of first appearance. */
function grouped(types: readonly BetType[]) {
  const groups = new Map<string, BetType[]>();
  for (const type of types) groups.set(type.group, [...(groups.get(type.group) ?? []), type]);
  return [...groups.entries()];
}

/**
 * Every bet type of the game with its odds, drawn from the vendor's data: options as tappable
 * chips that go on the slip, number picks as a grid with "Add to slip", under translated headings.
 */
export function BetTypeBoard({ betTypes, family, onSlip, onToggle, disabled = false }: BetTypeBoardProps) {
  const { t } = useTranslation('games');
  const labels = useLotteryLabels();
  const groups = grouped(betTypes);
  const [chosen, setChosen] = useState(groups[0]?.[0] ?? '');
  const [group, types] = groups.find(([g]) => g === chosen) ?? groups[0] ?? ['', []];
  return (
    <div className={css.board}>
      {groups.length > 1 ? (
        <ChipGroup
          label={t('lottery.board.groups')}
          layout="scroll"
          value={group}
          options={groups.map(([g]) => ({ value: g, label: labels.group(g) }))}
          onChange={setChosen}
        />
      ) : null}
      <section key={group} className={css.panel} aria-labelledby={`group-${group}`}>
        <h2 id={`group-${group}`} className={css.groupHeading}>
          {labels.group(group)}
        </h2>
        {types.map((type) =>
          type.pick.kind === 'option' ? (
            <OptionType key={type.code} type={type} onSlip={onSlip} onToggle={onToggle} disabled={disabled} />
          ) : (
            <NumbersType key={type.code} type={type} family={family} onToggle={onToggle} disabled={disabled} />
          ),
        )}
      </section>
    </div>
  );
}

function OptionType({
  type,
  onSlip,
  onToggle,
  disabled,
}: Omit<BetTypeBoardProps, 'betTypes' | 'family'> & { type: BetType }) {
  const labels = useLotteryLabels();
  if (type.pick.kind !== 'option') return null;
  const name = labels.betType(type.code);
  return (
    <div>
      <p className={css.typeName}>{name}</p>
      <ul className={css.options} aria-label={name}>
        {type.pick.options.map((o) => (
          <li key={o.value}>
            <button
              type="button"
              className={css.option}
              aria-pressed={onSlip.has(lineKey(type.code, [o.value]))}
              disabled={disabled}
              onClick={() => onToggle({ betType: type.code, selection: [o.value], odds: o.odds })}
            >
              <span className={css.optionLabel}>{labels.option(o.value)}</span>
              <span className={css.optionOdds}>{oddsText(o.odds)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NumbersType({
  type,
  family,
  onToggle,
  disabled,
}: Pick<BetTypeBoardProps, 'onToggle' | 'disabled' | 'family'> & { type: BetType }) {
  const { t } = useTranslation('games');
  const labels = useLotteryLabels();
  const [picked, setPicked] = useState<number[]>([]);
  if (type.pick.kind !== 'numbers') return null;
  const pick = type.pick;
  const name = labels.betType(type.code);
  const complete = picked.length === pick.count;
  return (
    <div className={css.board}>
      <div className={css.numbersHead}>
        <p className={css.typeName}>{name}</p>
        <span className={css.oddsTag}>{oddsText(pick.odds)}</span>
      </div>
      <NumberPicker pick={pick} mode={pickMode(type, family)} value={picked} onChange={setPicked} disabled={disabled} />
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus />}
        disabled={disabled || !complete}
        onPress={() => {
          onToggle({ betType: type.code, selection: picked.map((n) => numberText(n, pick.width)), odds: pick.odds });
          setPicked([]);
        }}
      >
        {t('lottery.board.add', { name })}
      </Button>
    </div>
  );
}
