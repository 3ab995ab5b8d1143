/**
 * An administrator's password, checked alike by the server, the console's forms and `npm run admin:create`: MeEdu's length
 * (at most 16), and stronger than MeEdu's minimum of 6: at least 8 characters with a letter and a digit,
 * since a console password opens every learner's data and the studio's money.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return '密码长度不能少于8个字符'
  if (password.length > 16) return '密码长度不能多于16个字符'
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码需同时包含字母和数字'
  return null
}
