/**
 * The rich text field (a course's intro, an announcement): TipTap with the formats the learner apps keep
 * (types/richTextPolicy.ts: headings, emphasis, lists, quotes, links, images), so what staff see is what
 * learners get. Links must be http(s); images come from the library. The server cleans the HTML again.
 * Loaded on its own (`lazy`): the forms around it draw first.
 */
import { useEffect, useState } from 'react'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { Button, Divider, Form, Input, Modal, Space, Tooltip } from 'antd'
import {
  BoldOutlined,
  ItalicOutlined,
  UnderlineOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
  OrderedListOutlined,
  LinkOutlined,
  PictureOutlined,
  UndoOutlined,
  RedoOutlined,
  MinusOutlined
} from '@ant-design/icons'
import type { ImageScene } from '../../../types/admin/catalogue'
import { ImageLibrary } from '../media/ImageLibrary'
import { httpUrl } from './rules'

/** An empty document's HTML: what a required rule reads as nothing written. */
const EMPTY_HTML = '<p></p>'

interface Props {
  value?: string
  onChange?: (html: string) => void
  /** The library scene its images are uploaded under. */
  scene?: ImageScene
  minHeight?: number
  /** The field's name for assistive technology. */
  label: string
}

function Tool({ title, active, onClick, children }: { title: string; active?: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={title} aria-pressed={active} onClick={onClick}>
        {children}
      </Button>
    </Tooltip>
  )
}

function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink: () => void; onImage: () => void }) {
  const chain = () => editor.chain().focus()
  return (
    <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
      <Tool title="加粗" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
        <BoldOutlined />
      </Tool>
      <Tool title="斜体" active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
        <ItalicOutlined />
      </Tool>
      <Tool title="下划线" active={editor.isActive('underline')} onClick={() => chain().toggleUnderline().run()}>
        <UnderlineOutlined />
      </Tool>
      <Tool title="删除线" active={editor.isActive('strike')} onClick={() => chain().toggleStrike().run()}>
        <StrikethroughOutlined />
      </Tool>
      <Divider type="vertical" />
      <Tool title="标题" active={editor.isActive('heading', { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H
      </Tool>
      <Tool title="无序列表" active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()}>
        <UnorderedListOutlined />
      </Tool>
      <Tool title="有序列表" active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()}>
        <OrderedListOutlined />
      </Tool>
      <Tool title="引用" active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()}>
        “
      </Tool>
      <Tool title="分割线" onClick={() => chain().setHorizontalRule().run()}>
        <MinusOutlined />
      </Tool>
      <Divider type="vertical" />
      <Tool title="链接" active={editor.isActive('link')} onClick={onLink}>
        <LinkOutlined />
      </Tool>
      <Tool title="插入图片" onClick={onImage}>
        <PictureOutlined />
      </Tool>
      <Divider type="vertical" />
      <Tool title="撤销" onClick={() => chain().undo().run()}>
        <UndoOutlined />
      </Tool>
      <Tool title="重做" onClick={() => chain().redo().run()}>
        <RedoOutlined />
      </Tool>
    </Space>
  )
}

export default function RichTextEditor({ value = '', onChange, scene = 'editor', minHeight = 240, label }: Props) {
  const [linkOpen, setLinkOpen] = useState(false)
  const [imageOpen, setImageOpen] = useState(false)
  const [picked, setPicked] = useState<{ id: number; url: string }[]>([])
  const [linkForm] = Form.useForm<{ href: string }>()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: false, protocols: ['http', 'https'], isAllowedUri: (url) => /^https?:\/\//i.test(url), HTMLAttributes: { target: null, rel: null } }
      }),
      Image
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', style: `min-height:${minHeight}px;padding:8px 12px;outline:none` } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML())
  })
  // A value set from outside (the record loaded into an edit form) replaces the document.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value || EMPTY_HTML, { emitUpdate: false })
  }, [editor, value])
  if (!editor) return null
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}>
      <Toolbar
        editor={editor}
        onLink={() => {
          linkForm.setFieldsValue({ href: (editor.getAttributes('link').href as string | undefined) ?? '' })
          setLinkOpen(true)
        }}
        onImage={() => setImageOpen(true)}
      />
      <EditorContent editor={editor} className="rich-text" />
      <Modal
        title="链接"
        open={linkOpen}
        okText="确定"
        cancelText="取消"
        onCancel={() => setLinkOpen(false)}
        onOk={async () => {
          const { href } = await linkForm.validateFields()
          const chain = editor.chain().focus().extendMarkRange('link')
          ;(href ? chain.setLink({ href }) : chain.unsetLink()).run()
          setLinkOpen(false)
        }}
        destroyOnHidden
      >
        <Form form={linkForm} layout="vertical" preserve={false}>
          <Form.Item name="href" label="链接地址" rules={[httpUrl('链接地址')]} extra="留空则取消链接">
            <Input placeholder="https://" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="插入图片"
        open={imageOpen}
        width={880}
        okText="插入"
        cancelText="取消"
        okButtonProps={{ disabled: !picked.length }}
        onCancel={() => setImageOpen(false)}
        onOk={() => {
          for (const img of picked) editor.chain().focus().setImage({ src: img.url }).run()
          setPicked([])
          setImageOpen(false)
        }}
        destroyOnHidden
      >
        <ImageLibrary scene={scene} selected={picked.map((p) => p.id)} onSelect={setPicked} multiple />
      </Modal>
    </div>
  )
}
