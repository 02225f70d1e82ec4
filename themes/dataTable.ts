/**
 * The data table's one breakpoint, as a container width (container queries cannot read CSS
 * variables, so it is a literal, here in themes/ with the others). Below it, a table in the `auto`
 * layout shows each row as a card of label: value pairs.
 */
export const dataTableLayout = {
  /** From this container width up, the `auto` layout is a table. */
  tableFrom: '560px',
  /** In a card, the column of the labels. */
  labelColumn: '96px',
  /** In a card's pairs, the narrowest column before the pairs wrap. */
  pairMin: '88px',
} as const;
