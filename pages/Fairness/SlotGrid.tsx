import { useTranslation } from 'react-i18next';
import * as css from './Fairness.css';

/** A 5×3 grid of reel symbols (grid[reel][row]) as a small table: the codes W, S, H1–H4, A, K, Q, J, T. */
export function SlotGrid({ grid, caption }: { grid: readonly (readonly string[])[]; caption: string }) {
  const { t } = useTranslation('games');
  const rows = grid[0]?.length ?? 0;
  return (
    <table className={css.grid}>
      <caption className={css.gridCaption}>{caption}</caption>
      <thead>
        <tr>
          {grid.map((_, reel) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            <th key={reel} scope="col">
              {t('fairness.reel', { n: reel + 1 })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
          <tr key={row}>
            {grid.map((reel, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
              <td key={i}>{reel[row]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
