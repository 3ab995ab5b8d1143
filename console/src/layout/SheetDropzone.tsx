/** The drop area for one .xlsx sheet (imports): the file goes to `onFile`, never uploaded by antd itself. */
import { Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'

export function SheetDropzone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  return (
    <Upload.Dragger
      accept=".xlsx"
      maxCount={1}
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        onFile(file)
        return false
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">点击或拖入 .xlsx 表格（不超过2MB）</p>
    </Upload.Dragger>
  )
}
