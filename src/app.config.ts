import { buildAppConfig } from './appConfig'

export default defineAppConfig(buildAppConfig())
