/** The three agent contract requests the home page checks for (spec §6). */
export const contractKinds = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** i18n key (namespace dsOverlays) of each kind's default message. */
export const contractMessageKey = {
  salary: 'contract.salary',
  dividend: 'contract.dividend',
  hourly: 'contract.hourly',
} as const satisfies Record<ContractKind, string>;

/** Contract-request response fields, in the order the alert is raised. */
export const contractRequestField = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;
