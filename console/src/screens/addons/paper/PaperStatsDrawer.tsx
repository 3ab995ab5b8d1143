/** A paper's results: marked sittings, average, pass count, the score spread and the hardest questions. */
import { Descriptions, Drawer, Progress, Table } from 'antd'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminPaper, PaperStats } from '../../../../../types/contract/admin/addons/paper'
import { useCall } from '../../../api/useCall'

export function PaperStatsDrawer({ paper, onClose }: { paper: AdminPaper; onClose: () => void }) {
  const stats = useCall(adminPaper.paperStats, { params: { id: paper.id } }).data
  const most = Math.max(1, ...(stats?.spread.map((b) => b.count) ?? []))
  return (
    <Drawer open width={640} title={`成绩统计：${paper.title}`} onClose={onClose}>
      {stats && (
        <>
          <Descriptions column={3} size="small" bordered>
            <Descriptions.Item label="已出成绩">{stats.records}</Descriptions.Item>
            <Descriptions.Item label="及格">{stats.passed}</Descriptions.Item>
            <Descriptions.Item label="满分">{stats.total_score}</Descriptions.Item>
            <Descriptions.Item label="平均分">{stats.average}</Descriptions.Item>
            <Descriptions.Item label="最高分">{stats.highest}</Descriptions.Item>
            <Descriptions.Item label="最低分">{stats.lowest}</Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>分数分布（占满分的比例）</h4>
          {stats.spread.map((b) => (
            <div key={b.label} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <span style={{ width: 80 }}>{b.label}</span>
              <Progress percent={(b.count / most) * 100} format={() => `${b.count}人`} size="small" style={{ flex: 1 }} />
            </div>
          ))}
          <h4 style={{ marginTop: 16 }}>最难的题（正确率最低）</h4>
          <Table<PaperStats['hardest'][number]> rowKey="question_id" size="small" pagination={false} dataSource={stats.hardest} locale={{ emptyText: '暂无作答' }}>
            <Table.Column dataIndex="question_id" title="ID" width={60} />
            <Table.Column dataIndex="type_text" title="题型" width={70} />
            <Table.Column dataIndex="title" title="题干" />
            <Table.Column dataIndex="answers" title="作答" width={60} />
            <Table.Column dataIndex="correct_rate" title="正确率" width={80} render={(r: number) => `${Math.round(r * 100)}%`} />
          </Table>
        </>
      )}
    </Drawer>
  )
}
