import { useTranslation } from 'react-i18next';
import { captureProbability, FISH, FISH_RTP } from '../../../src/rules/fishing/fishing';
import * as css from '../fishing.css';

/** The fish and their multipliers, with each one's catch chance (RTP ÷ multiplier). */
export function FishTable() {
  const { t, i18n } = useTranslation('bingofish');
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <table className={css.table}>
      <caption className={css.caption}>{t('fishing.table.title')}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.cell}>
            {t('fishing.table.fish')}
          </th>
          <th scope="col" className={css.num}>
            {t('fishing.table.pays')}
          </th>
          <th scope="col" className={css.num}>
            {t('fishing.table.chance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {FISH.map((f) => (
          <tr key={f.kind} className={css.row}>
            <th scope="row" className={css.cell} style={{ fontWeight: 'normal' }}>
              {t(`fishing.fish.${f.kind}`)}
            </th>
            <td className={css.num}>×{f.pays}</td>
            <td className={css.num}>{pct.format(captureProbability(f.pays))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3} className={css.cell}>
            RTP {pct.format(FISH_RTP)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
