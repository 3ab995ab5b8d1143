/** A form field holding an image's address: its preview, and 选择图片 opening the library to pick or upload one. */
import { useState } from 'react'
import { Button, Image, Modal, Space } from 'antd'
import type { ImageScene } from '../../../types/admin/catalogue'
import { ImageLibrary } from './ImageLibrary'

interface Props {
  value?: string
  onChange?: (url: string) => void
  scene: ImageScene
  /** Crop uploads to this width / height. */
  aspect?: number
  /** The preview's size in the form. */
  previewWidth?: number
  previewHeight?: number
  /** The button's words (a field may want 更换图标). */
  text?: string
  /** Names the button for assistive technology where several pickers share a form (幻灯片 1, 幻灯片 2 ...). */
  label?: string
}

export function ImagePicker({ value, onChange, scene, aspect, previewWidth = 160, previewHeight = 120, text = '选择图片', label }: Props) {
  const [open, setOpen] = useState(false)
  const [picked, setPicked] = useState<{ id: number; url: string }[]>([])
  return (
    <Space align="start">
      {value ? (
        <Image src={value} alt="" width={previewWidth} height={previewHeight} style={{ objectFit: 'contain', background: '#fafafa', border: '1px solid #f0f0f0' }} />
      ) : null}
      <Button onClick={() => setOpen(true)} aria-label={label ? `${label}：${text}` : undefined}>
        {value ? '更换图片' : text}
      </Button>
      <Modal
        title="选择图片"
        open={open}
        width={880}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: !picked.length }}
        onCancel={() => setOpen(false)}
        onOk={() => {
          if (picked[0]) onChange?.(picked[0].url)
          setPicked([])
          setOpen(false)
        }}
        destroyOnHidden
      >
        <ImageLibrary scene={scene} aspect={aspect} selected={picked.map((p) => p.id)} onSelect={setPicked} />
      </Modal>
    </Space>
  )
}
