/**
 * Plain constants shared by the app and the server's schemas (types/contract). No TypeBox here: the
 * app imports this file at run time and must not bundle the schema builder.
 */

/** Mainland mobile numbers: 11 digits, second digit 3-9 (docs/decisions/mobile-number-rule.md). */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$'

/** SMS verification codes are this many digits (CONTRACT 2.1). */
const SMS_CODE_LENGTH = 6

export const SMS_CODE_PATTERN = `^\\d{${SMS_CODE_LENGTH}}$`

/** The learner's words for the profile fields (form labels and validation messages). Plain JS: the build reads this file as is. */
export const PROFILE_LABELS = {
  real_name: '真实姓名',
  gender: '性别',
  age: '年龄',
  birthday: '生日',
  profession: '职业',
  address: '地址',
  graduated_school: '毕业院校',
  diploma: '学历'
}
/** Q&A (Wenda, ADDONS 7): a question's title length, images per question and per answer. */
export const QUESTION_TITLE_MAX = 64
export const QUESTION_IMAGES_MAX = 9
export const ANSWER_IMAGES_MAX = 6

/** Money the learner types (SPEC section 5 "amount"): positive, at most two decimals; `0.01`, `12`, `12.5`. */
export const AMOUNT_PATTERN = '^(0|[1-9]\\d{0,7})(\\.\\d{1,2})?$'
