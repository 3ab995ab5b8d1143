/** Form-item props shared by the console's forms. */
import dayjs, { type Dayjs } from 'dayjs'

/** A 0/1 field shown as a Switch (MeEdu's flags: is_show, is_free ...). */
export const switchProps = {
  valuePropName: 'checked',
  getValueProps: (v: unknown) => ({ checked: v === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0)
}

/** MeEdu's moment format ("YYYY-MM-DD HH:mm"), as its forms send it and the server reads it. */
export const MOMENT_FORMAT = 'YYYY-MM-DD HH:mm'
export const formatMoment = (d: Dayjs) => d.format(MOMENT_FORMAT)

/** A moment kept in the form as MeEdu's string, shown by a DatePicker. */
export const momentProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }),
  normalize: (d: Dayjs | null) => (d ? formatMoment(d) : undefined)
}
