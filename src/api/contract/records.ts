import { z } from 'zod';
import { envelope } from './envelope';
import {
  RECORD_GROUP_KEYS,
  RECORD_STATUSES,
  RECORDS_MAX_PAGE_SIZE,
  RECORDS_MAX_RANGE_DAYS,
  RECORDS_PAGE_SIZE,
  type RecordFilter,
  type RecordGroup,
  TEAM_RECORD_FILTER,
} from './records.constants';
import { minorAmountSchema } from './wallet';

export * from './records.constants';

const groupSchema = z.enum(RECORD_GROUP_KEYS as [RecordGroup, ...RecordGroup[]]);
const filterSchema = z.enum([TEAM_RECORD_FILTER, ...RECORD_GROUP_KEYS] as [RecordFilter, ...RecordFilter[]]);
const instant = z.iso.datetime({ offset: true });

/** GET /api/wallet/records: filters and paging. The browser sends its local day bounds as ISO instants. */
export const recordsQuerySchema = z.object({
  type: filterSchema
    .optional()
    .describe(
      "A filter group, or `team` (an agent's team money movements: TEAM_MONEY_ENTRY_TYPES); omitted for every record",
    ),
  from: instant
    .optional()
    .describe(
      `Earliest time, inclusive (ISO 8601 with offset). from ≤ to, at most ${RECORDS_MAX_RANGE_DAYS} days apart`,
    ),
  to: instant.optional().describe('Latest time, inclusive (ISO 8601 with offset)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based page number'),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECORDS_MAX_PAGE_SIZE)
    .default(RECORDS_PAGE_SIZE)
    .describe(`Records per page (default ${RECORDS_PAGE_SIZE}, at most ${RECORDS_MAX_PAGE_SIZE})`),
});
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

/** One ledger entry that touched the member's accounts. */
export const transactionRecordSchema = z.object({
  id: z.uuid().describe('The journal entry id'),
  type: groupSchema.describe('The filter group the entry belongs to'),
  entryType: z.string().describe('The ledger entry type: deposit, bet, withdrawal_request, opening_balance …'),
  time: z.iso.datetime({ offset: true }).describe('When it was posted'),
  amount: minorAmountSchema.describe(
    'Signed net change of the spendable balance (cash + bonus + play money), minor units; 0 when only the withdrawal hold moved',
  ),
  balanceAfter: minorAmountSchema.describe(
    "The balance after the entry of the member's cash account, else play money, else bonus, else withdrawal hold",
  ),
  status: z
    .enum(RECORD_STATUSES)
    .describe("completed; a withdrawal request shows its withdrawal's status (pending, paid or rejected)"),
  reason: z.string().nullable().describe('Why, for adjustments (staff corrections, opening balances); else null'),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const recordsPageSchema = z.object({
  list: z.array(transactionRecordSchema).describe('Newest first'),
  pageNum: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
  totalPages: z.int().min(0),
  currencySymbol: z.string(),
  minorUnitDigits: z.int().min(0).max(4),
});
export type RecordsPage = z.infer<typeof recordsPageSchema>;
export const recordsResponseSchema = envelope(recordsPageSchema);
