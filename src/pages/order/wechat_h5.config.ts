import { pageConfigOf } from '../../appConfig'
import { routes } from '../../routes'

export default definePageConfig(pageConfigOf(routes.wechatPay))
