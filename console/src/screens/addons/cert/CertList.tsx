/** 证书模板: every template with what its certificate shows and how many learners hold it; edited in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Image, Space, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminCert } from '../../../../../types/endpoints/admin/addons/cert'
import type { AdminCert } from '../../../../../types/contract/admin/addons/cert'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { EditDelete } from '../content/goodsCells'
import { CertDialog } from './CertDialog'

export default function CertList() {
  return <CertListView me={useMe().data} />
}

function CertListView({ me }: { me: Me | undefined }) {
  const list = useCall(adminCert.certs, {})
  const [editing, setEditing] = useState<AdminCert | null | undefined>(undefined)
  const remove = async (c: AdminCert) => {
    await call(adminCert.deleteCert, { params: { id: c.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="证书模板"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminCert.createCert) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加证书
          </Button>
        ) : null
      }
    >
      <Table<AdminCert> rowKey="id" loading={list.isLoading} dataSource={list.data ?? []} pagination={false} locale={{ emptyText: '暂无证书' }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="template_image" title="缩略图" width={100} render={(src: string) => <Image src={src} alt="" width={72} height={51} style={{ objectFit: 'cover' }} />} />
        <Table.Column<AdminCert> dataIndex="name" title="证书名称" render={(name: string, c) => <Tag color={c.color}>{name}</Tag>} />
        <Table.Column dataIndex="description" title="证书说明" />
        <Table.Column dataIndex="issued_count" title="持有学员" width={90} />
        <Table.Column<AdminCert>
          title="操作"
          width={120}
          render={(_, c) => (
            <Space>
              <EditDelete
                onEdit={mayCall(me, adminCert.updateCert) ? () => setEditing(c) : undefined}
                deleteTitle={`确定删除「${c.name}」？已颁发过的证书不能删除`}
                onDelete={mayCall(me, adminCert.deleteCert) ? () => remove(c) : undefined}
              />
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <CertDialog
          cert={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
