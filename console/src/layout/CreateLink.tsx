/** A list's 添加 button: a link to the route's create screen, shown only when the administrator may create. */
import { Link } from 'react-router'
import { Button } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { AdminEndpoint } from '../../../types/endpoints/endpoint'
import { mayCall } from '../access'
import { linkTo, type RouteName } from '../routes'
import { useMe } from './useMe'

export function CreateLink({ to, entry, children }: { to: RouteName; entry: AdminEndpoint; children: string }) {
  const { data: me } = useMe()
  if (!mayCall(me, entry)) return null
  return (
    <Link to={linkTo(to)}>
      <Button type="primary" icon={<PlusOutlined />}>
        {children}
      </Button>
    </Link>
  )
}
