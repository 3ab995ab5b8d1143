/**
 * 导入试题: download the template, upload the filled sheet; rows that pass land at once, and each refused row
 * is listed with its line in the sheet and why (nothing of it was written), to fix and upload again.
 */
import { useState } from 'react'
import { Alert, Card, Space, Table, Typography } from 'antd'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { ImportReport } from '../../../../../types/contract/admin/addons/paper'
import { callWithForm } from '../../../api/request'
import { SheetDropzone } from '../../../layout/SheetDropzone'
import { DownloadButton } from '../../../layout/DownloadButton'

/** What an import did: how many landed, and the refused rows by line. */
export function ImportReportView({ file, report }: { file: string; report: ImportReport }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type={report.refused.length ? 'warning' : 'success'} showIcon message={`${file}：已导入${report.created}道试题${report.refused.length ? `，${report.refused.length}行未导入` : ''}`} />
      {report.refused.length > 0 && (
        <Table rowKey="line" size="small" dataSource={report.refused} pagination={false} aria-label="未导入的行">
          <Table.Column dataIndex="line" title="表格行" render={(n: number) => `第${n}行`} width={100} />
          <Table.Column dataIndex="reason" title="原因" />
        </Table>
      )}
    </Space>
  )
}

export default function QuestionImport() {
  const [done, setDone] = useState<{ file: string; report: ImportReport } | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (file: File) => {
    setDone(null)
    const form = new FormData()
    form.append('file', file)
    setBusy(true)
    // A refusal of the whole file (not a workbook, no rows) was shown by callWithForm.
    const report = await callWithForm(adminPaper.importQuestions, form).catch(() => null)
    setBusy(false)
    if (report) setDone({ file: file.name, report })
  }
  return (
    <Card title="导入试题">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>1. 下载模板，从第二行起每行填写一道题（填写说明在模板的「说明」工作表）。</Typography.Text>
          <DownloadButton entry={adminPaper.importTemplate}>下载导入模板</DownloadButton>
        </Space>
        <Typography.Text>2. 上传填好的表格：通过检查的行直接导入，未通过的行不会写入，下方列出行号和原因。</Typography.Text>
        <SheetDropzone busy={busy} onFile={(file) => void send(file)} />
        {done && <ImportReportView {...done} />}
      </Space>
    </Card>
  )
}
