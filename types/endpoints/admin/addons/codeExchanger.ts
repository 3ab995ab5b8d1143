/** 兑换码 in the console (ours): batches, their codes and usage, export, voiding the unused. */
import type { Static } from 'typebox'
import { adminEndpoint, type NotJson } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as X from '../../../contract/admin/addons/codeExchanger'

type Id = Static<typeof Common.IdParams>
const BASE = '/backend/addons/CodeExchanger'

export const adminCodeExchanger = {
  batches: adminEndpoint<{ query: Static<typeof X.CodeBatchListQuery>; response: Static<typeof X.CodeBatchList> }>('GET', `${BASE}/batches`, 'addons.CodeExchanger.batches'),
  createBatch: adminEndpoint<{ body: X.CodeBatchBody; response: Static<typeof X.CodeBatchCreated> }>('POST', `${BASE}/batches`, 'addons.CodeExchanger.batches.store'),
  grantOptions: adminEndpoint<{ query: Static<typeof X.GrantOptionsQuery>; response: Static<typeof X.GrantOptions> }>('GET', `${BASE}/grant-options`, 'addons.CodeExchanger.batches.store'),
  batchCodes: adminEndpoint<{ params: Id; query: Static<typeof X.BatchCodesQuery>; response: Static<typeof X.BatchCodeList> }>('GET', `${BASE}/batches/:id/codes`, 'addons.CodeExchanger.batches.codes'),
  exportCodes: adminEndpoint<{ query: Static<typeof X.CodeExportQuery>; response: NotJson }>('GET', `${BASE}/codes/export`, 'addons.CodeExchanger.codes.export'),
  voidBatch: adminEndpoint<{ params: Id; response: Static<typeof X.VoidResult> }>('POST', `${BASE}/batches/:id/void`, 'addons.CodeExchanger.batches.void')
} as const
