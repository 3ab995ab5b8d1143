/** A button that downloads a file entry (an export, a template) with the list's filters; busy while it runs. */
import { useState, type ReactNode } from 'react'
import { Button } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import type { AdminEndpoint } from '../../../types/endpoints/endpoint'
import { download } from '../api/request'

export function DownloadButton({ entry, query, children }: { entry: AdminEndpoint; query?: Record<string, unknown>; children: ReactNode }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    // A refusal (too many rows) was shown by download(); nothing else to do.
    await download(entry, query).catch(() => undefined)
    setBusy(false)
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {children}
    </Button>
  )
}
