/**
 * 导入学员: download the template, upload the filled sheet (the server reads it), look the rows over, import.
 * MeEdu's import takes all rows or none: when any is refused, each is listed with its line in the sheet and
 * why, and nothing was imported; the sheet is fixed and uploaded again.
 */
import { useState } from 'react'
import { Alert, Button, Card, Result, Space, Table, Typography, message } from 'antd'
import { Link } from 'react-router'
import type { RowProblem } from '../../../../types/admin/memberImport'
import { adminMembers } from '../../../../types/endpoints/admin/members'
import { ApiError, call, callWithForm } from '../../api/request'
import { SheetDropzone } from '../../layout/SheetDropzone'
import { DownloadButton } from '../../layout/DownloadButton'
import { linkTo } from '../../routes'
import { refusedLines, type Sheet } from './importReport'

export default function MemberImport() {
  const [sheet, setSheet] = useState<(Sheet & { file: string }) | null>(null)
  const [refused, setRefused] = useState<{ line: number; mobile: string; reason: string }[]>([])
  const [busy, setBusy] = useState(false)
  const [imported, setImported] = useState(0)

  const read = async (file: File) => {
    setRefused([])
    setSheet(null)
    const form = new FormData()
    form.append('file', file)
    setBusy(true)
    // A refusal (not a workbook, no rows) was shown by callWithForm.
    const answer = await callWithForm(adminMembers.readImportSheet, form).catch(() => null)
    setBusy(false)
    if (answer) setSheet({ ...answer, file: file.name })
  }

  const importRows = async () => {
    if (!sheet) return
    setBusy(true)
    try {
      await call(adminMembers.importMembers, { body: { users: sheet.rows } })
      setImported(sheet.rows.length)
      void message.success(`已导入${sheet.rows.length}位学员`)
    } catch (e) {
      const rows = e instanceof ApiError ? (e.data as { rows?: RowProblem[] } | undefined)?.rows : undefined
      if (rows) setRefused(refusedLines(sheet, rows))
    } finally {
      setBusy(false)
    }
  }

  if (imported)
    return (
      <Result
        status="success"
        title={`已导入${imported}位学员`}
        extra={
          <Space>
            <Link to={linkTo('members')}>
              <Button type="primary">查看学员</Button>
            </Link>
            <Button onClick={() => (setImported(0), setSheet(null))}>继续导入</Button>
          </Space>
        }
      />
    )

  return (
    <Card title="导入学员">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>1. 下载模板，从第二行起每行填写一位学员（填写说明在模板的「说明」工作表）。</Typography.Text>
          <DownloadButton entry={adminMembers.importTemplate}>下载导入模板</DownloadButton>
        </Space>
        <Typography.Text>2. 上传填好的表格，检查无误后导入。任一行未通过检查时，整个表格都不会导入。</Typography.Text>
        <SheetDropzone busy={busy} onFile={(file) => void read(file)} />
        {sheet && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text>
                {sheet.file}：共 {sheet.rows.length} 行
              </Typography.Text>
              <Button type="primary" loading={busy} onClick={() => void importRows()}>
                导入 {sheet.rows.length} 位学员
              </Button>
            </Space>
            {refused.length > 0 && (
              <>
                <Alert type="error" showIcon message={`${refused.length}行未通过检查，没有导入任何学员。请修改表格后重新上传。`} />
                <Table rowKey="line" size="small" dataSource={refused} pagination={false} aria-label="未通过检查的行">
                  <Table.Column dataIndex="line" title="表格行" render={(n: number) => `第${n}行`} width={100} />
                  <Table.Column dataIndex="mobile" title="手机号" width={160} />
                  <Table.Column dataIndex="reason" title="原因" />
                </Table>
              </>
            )}
          </Space>
        )}
      </Space>
    </Card>
  )
}
