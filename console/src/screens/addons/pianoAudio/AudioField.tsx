/** A track's recording: picked, checked here as the server checks it, uploaded; its length read by the browser for 时长. */
import { useState } from 'react'
import { Button, Space, Typography, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { adminPianoAudio } from '../../../../../types/endpoints/admin/addons/pianoAudio'
import { AUDIO_MAX_BYTES } from '../../../../../types/admin/pianoAudio'
import { callWithForm } from '../../../api/request'

/** What the server takes, judged here by name and size so staff hear it before the upload. */
export function audioProblem(file: { name: string; size: number }): string | null {
  if (!/\.(mp3|m4a|wav|ogg|flac)$/i.test(file.name)) return '请上传音频文件（MP3、M4A、WAV、OGG、FLAC）'
  if (file.size > AUDIO_MAX_BYTES) return `音频文件不能超过${AUDIO_MAX_BYTES / 1024 / 1024}MB`
  return null
}

interface AudioFieldProps {
  value?: string
  onChange?: (media: string) => void
  /** The uploaded recording's length in whole seconds, once the browser has read it. */
  onSeconds(seconds: number): void
}

export function AudioField({ value, onChange, onSeconds }: AudioFieldProps) {
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [url, setUrl] = useState<string | null>(null)
  const send = async (file: File) => {
    setProblem(audioProblem(file))
    if (audioProblem(file)) return
    const form = new FormData()
    form.append('file', file, file.name)
    setUploading(true)
    try {
      const done = await callWithForm(adminPianoAudio.uploadAudio, form)
      onChange?.(done.media)
      setUrl(done.url)
    } catch {
      // Shown by callWithForm.
    } finally {
      setUploading(false)
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept=".mp3,.m4a,.wav,.ogg,.flac,audio/*"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file)
          return false
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} aria-label="上传音频">
          {value ? '更换音频' : '上传音频'}
        </Button>
      </Upload>
      {value && <Typography.Text type="secondary">{value}</Typography.Text>}
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {url && <audio src={url} controls preload="metadata" aria-label="试听" onLoadedMetadata={(e) => onSeconds(Math.max(1, Math.round(e.currentTarget.duration)))} />}
    </Space>
  )
}
