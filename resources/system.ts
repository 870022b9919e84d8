// Platform staff's system page: suppliers, payment channels, job queues, failing webhooks, the nightly
// ledger check and the last backup, with the re-run of a dead-lettered job.
import { defineResource } from './define';

export const system = defineResource({
  name: 'system',
  api: { path: 'base/v2/system', object: 'api:system', actions: { rerun: 'write' } },
  pages: { list: '/system' },
  access: { pages: 'casbin' },
  labelKey: 'routes.system',
  icon: 'ApiOutlined',
});
