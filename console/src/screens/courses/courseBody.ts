/** The course form's values as MeEdu's CourseRequest takes them: "立即上架" is the moment of saving. */
import { beijingNow } from '../../beijing'
import { formatMoment } from '../../forms/fields'
import type { CourseFormValues } from './CourseForm'

export function courseBody({ publish, published_at, ...fields }: CourseFormValues): Record<string, unknown> {
  const isFree = fields.is_free === 1
  return {
    ...fields,
    charge: isFree ? 0 : fields.charge,
    published_at: publish === 'now' || !published_at ? formatMoment(beijingNow()) : published_at
  }
}
