/** 已颁发证书: certificates given to learners, by learner, template and state; 撤销 (asked first, once) takes one from the learner. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Popconfirm, Select, Space, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminCert } from '../../../../../types/endpoints/admin/addons/cert'
import type { AdminIssuedCert } from '../../../../../types/contract/admin/addons/cert'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { IssueDialog } from './IssueDialog'

const STATES = [
  { value: 'valid', label: '有效' },
  { value: 'revoked', label: '已撤销' }
]

export default function IssuedCertList() {
  return <IssuedCertListView me={useMe().data} />
}

export function IssuedCertListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminCert.issued, { query: { size: PAGE_SIZE, ...query } })
  const certs = useCall(adminCert.certs, {})
  const [issuing, setIssuing] = useState(false)
  const revoke = async (c: AdminIssuedCert) => {
    await call(adminCert.revoke, { params: { id: c.id } }).then(() => void message.success('已撤销'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="已颁发证书"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminCert.issue) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
            颁发证书
          </Button>
        ) : null
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search placeholder="学员昵称或手机号" allowClear aria-label="搜索学员" defaultValue={query.member} style={{ width: 220 }} onSearch={(v) => update({ member: v.trim() })} />
        <Select
          allowClear
          placeholder="全部证书"
          aria-label="证书"
          style={{ width: 200 }}
          value={query.cert_id ? Number(query.cert_id) : undefined}
          options={(certs.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v?: number) => update({ cert_id: v })}
        />
        <Select allowClear placeholder="全部状态" aria-label="状态" style={{ width: 120 }} value={query.state || undefined} options={STATES} onChange={(v?: string) => update({ state: v })} />
      </Space>
      <Table<AdminIssuedCert> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无证书')}>
        <Table.Column dataIndex="serial" title="证书编号" width={190} />
        <Table.Column dataIndex="cert_name" title="证书" />
        <Table.Column<AdminIssuedCert> title="学员" render={(_, c) => (c.user ? `${c.user.nick_name}（${c.user.mobile}）` : '学员已删除')} />
        <Table.Column dataIndex="created_at" title="颁发时间" width={170} />
        <Table.Column<AdminIssuedCert> title="状态" width={170} render={(_, c) => (c.revoked_at ? <Tag>{`已撤销 ${c.revoked_at.slice(0, 10)}`}</Tag> : <Tag color="green">有效</Tag>)} />
        <Table.Column<AdminIssuedCert>
          title="操作"
          width={90}
          render={(_, c) =>
            !c.revoked_at && mayCall(me, adminCert.revoke) ? (
              <Popconfirm title={`确定撤销「${c.user?.nick_name ?? ''}」的「${c.cert_name}」？学员将不再看到这张证书`} okText="撤销" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => revoke(c)}>
                <Button type="link" danger size="small" style={{ padding: 0 }}>
                  撤销
                </Button>
              </Popconfirm>
            ) : null
          }
        />
      </Table>
      {issuing && (
        <IssueDialog
          certs={certs.data ?? []}
          onClose={(saved) => {
            setIssuing(false)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
