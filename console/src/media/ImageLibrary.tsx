/**
 * The image library (MeEdu's 素材库-图片): the images staff uploaded, by scene, paged; uploading one (cropped
 * to the caller's shape first when it asks for one). Used to pick an image (a cover, an editor image, a
 * block's picture) and as the 图片库 screen, where images are deleted.
 */
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Checkbox, Empty, Image, Pagination, Segmented, Space, Spin, Upload, message } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import ImgCrop from 'antd-img-crop'
import { adminImages } from '../../../types/endpoints/admin/images'
import type { ImageScene } from '../../../types/admin/catalogue'
import { useCall } from '../api/useCall'
import { imageProblem, uploadImage } from './uploadImage'

const SCENE_NAMES: Record<ImageScene, string> = { cover: '课程封面', editor: '文本编辑器', decoration: '装修', config: '系统配置', avatar: '学员头像', verify: '实名认证', other: '其它' }
const SCENE_TABS: ('' | ImageScene)[] = ['', 'cover', 'editor', 'decoration', 'config', 'other']
const PAGE_SIZE = 12

export interface LibraryProps {
  /** The scene new uploads are filed under (and the tab shown first). */
  scene: ImageScene
  /** Width / height to crop an upload to (a cover: 4 / 3); none: uploaded as it is. */
  aspect?: number
  /** Picking: the chosen images' ids (one at a time unless `multiple`). */
  selected: number[]
  onSelect: (images: { id: number; url: string }[]) => void
  multiple?: boolean
}

export function ImageLibrary({ scene, aspect, selected, onSelect, multiple = false }: LibraryProps) {
  const [tab, setTab] = useState<'' | ImageScene>(scene)
  const [page, setPage] = useState(1)
  const [uploading, setUploading] = useState(false)
  const queries = useQueryClient()
  const list = useCall(adminImages.images, { query: { page, size: PAGE_SIZE, scene: tab } })
  const images = list.data?.data ?? []
  const toggle = (img: { id: number; url: string }) => {
    const chosen = images.filter((i) => selected.includes(i.id))
    if (!multiple) return onSelect(selected.includes(img.id) ? [] : [img])
    onSelect(selected.includes(img.id) ? chosen.filter((i) => i.id !== img.id) : [...chosen, img])
  }

  const upload = (
    <Upload
      accept="image/jpeg,image/png,image/gif,image/webp"
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = imageProblem(file)
        if (problem) void message.error(problem)
        return problem ? Upload.LIST_IGNORE : true
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setUploading(true)
        const f = file as File
        uploadImage(f, f.name, scene)
          .then(async (done) => {
            onSuccess?.(done)
            void message.success('上传成功')
            setTab(scene)
            setPage(1)
            await queries.invalidateQueries({ queryKey: [adminImages.images.method, adminImages.images.path] })
            if (!multiple) onSelect([{ id: done.media_image_id, url: done.url }])
          })
          .catch((e: Error) => onError?.(e))
          .finally(() => setUploading(false))
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={uploading}>
        上传图片
      </Button>
    </Upload>
  )

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Segmented<'' | ImageScene>
          value={tab}
          onChange={(v) => {
            setTab(v)
            setPage(1)
          }}
          options={SCENE_TABS.map((s) => ({ value: s, label: s ? SCENE_NAMES[s] : '全部' }))}
        />
        {aspect ? (
          <ImgCrop aspect={aspect} quality={0.9} modalTitle="裁剪图片" modalOk="确定" modalCancel="取消" rotationSlider beforeCrop={(file) => file.type !== 'image/gif'}>
            {upload}
          </ImgCrop>
        ) : (
          upload
        )}
      </Space>
      <Spin spinning={list.isLoading}>
        {images.length ? (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 12 }}>
            {images.map((img) => (
              <div
                key={img.id}
                role="checkbox"
                aria-checked={selected.includes(img.id)}
                aria-label={img.name}
                tabIndex={0}
                onClick={() => toggle(img)}
                onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && toggle(img)}
                style={{ cursor: 'pointer', border: `2px solid ${selected.includes(img.id) ? '#1677ff' : '#f0f0f0'}`, borderRadius: 6, padding: 4 }}
              >
                <div style={{ position: 'relative' }}>
                  <Image src={img.url} alt={img.name} preview={false} height={90} width="100%" style={{ objectFit: 'contain', background: '#fafafa' }} />
                  {/* The tile is the checkbox for assistive technology; this one only shows it. */}
                  <span aria-hidden style={{ position: 'absolute', top: 4, left: 4 }}>
                    <Checkbox checked={selected.includes(img.id)} tabIndex={-1} />
                  </span>
                </div>
                <div style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={img.name}>
                  {img.name}
                </div>
                <div style={{ fontSize: 12, color: '#999' }}>{`${img.width}×${img.height}`}</div>
              </div>
            ))}
          </div>
        ) : (
          <Empty description="暂无图片" />
        )}
      </Spin>
      <Pagination style={{ marginTop: 12, textAlign: 'right' }} current={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} showSizeChanger={false} hideOnSinglePage />
    </div>
  )
}
