/**
 * The question bank's spreadsheet: one question a row in plain text (the template, the export and the import
 * read the same columns, so an export can be edited and imported again). 题帽题 are edited in the console only.
 */
import type { Column } from '../../admin/xlsx'
import { DIFFICULTY_NAMES, QUESTION_TYPE_NAMES, type QuestionInput } from '~types/admin/paperQuestion'
import type { ListedQuestion } from './store/admin'

export const IMPORT_MAX_ROWS = 500

const HEADERS = ['题型', '分类', '题干', '选项（用 | 分隔）', '答案', '分数', '解析', '标签（逗号分隔）', '难度'] as const
export const SHEET_COLUMNS = HEADERS.length

export const TEMPLATE_NOTES = [
  '试题导入说明（在第一个工作表中从第二行起每行填写一道题，第一行表头请勿修改）：',
  '题型：单选题、多选题、填空题、问答题、判断题（题帽题请在控制台中录入）。',
  '分类：题库分类的名称（如“音程”），须已存在。',
  '选项：单选题、多选题必填，2-10个，用 | 分隔，如“大三度|小三度|纯四度”。',
  '答案：单选填一个字母（如 B）；多选填多个字母（如 ACD）；判断填“对”或“错”；填空每个空的答案用 ; 分隔，同一空的多个可接受答案用 | 分隔（如“纯五|纯5;大七”）；问答填参考答案（可不填）。',
  '分数：大于0；填空题的分数平均分给每个空。',
  '难度：简单、中等或困难，不填为中等。标签：多个用逗号分隔。',
  `一次最多导入${IMPORT_MAX_ROWS}行。通过检查的行会导入，未通过的行不会写入，并在结果中列出行号和原因。`
]

const LETTERS = 'ABCDEFGHIJ'
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const htmlText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')

const byName = <T extends Record<number, string>>(names: T, text: string) => Number(Object.entries(names).find(([, n]) => n === text)?.[0] ?? 0)

/** The question's stem as text (a cap question's material), for lists and the export. */
export function questionTitle(type: number, content: string): string {
  if (type !== 6) return htmlText(content)
  try {
    return htmlText((JSON.parse(content) as { header: string }).header)
  } catch {
    return ''
  }
}

/**
 * A sheet row as the form's input, or its problem in Chinese. `categoryId` finds a question category by name.
 */
export function rowInput(cells: string[], categoryId: (name: string) => number | undefined): { input: QuestionInput & { category_id: number } } | { error: string } {
  const [typeName, categoryName, stem, optionText, answerText, scoreText, remark, tagText, difficultyText] = cells
  if (typeName === '题帽题') return { error: '题帽题不能从表格导入，请在控制台中录入' }
  const type = byName(QUESTION_TYPE_NAMES, typeName)
  if (!type) return { error: `题型“${typeName}”不正确，应为单选题、多选题、填空题、问答题或判断题` }
  if (!categoryName) return { error: '请填写分类' }
  const category_id = categoryId(categoryName)
  if (!category_id) return { error: `分类“${categoryName}”不存在` }
  const score = Number(scoreText)
  if (!scoreText || !Number.isFinite(score)) return { error: '分数应为数字' }
  const difficulty = difficultyText ? byName(DIFFICULTY_NAMES, difficultyText) : 2
  if (!difficulty) return { error: `难度“${difficultyText}”不正确，应为简单、中等或困难` }
  const base = { category_id, type, score, content: paragraphs(stem), remark: paragraphs(remark), difficulty, tags: tagText.split(/[,，]/) }
  const answer = answerText.trim()
  if (type === 1 || type === 2) {
    const letters = answer.toUpperCase().replace(/[\s,，]/g, '')
    if (!/^[A-J]+$/.test(letters)) return { error: '选择题的答案请填写选项字母，如 B 或 ACD' }
    const options = optionText ? optionText.split('|').map((o) => escapeHtml(o.trim())) : []
    return { input: { ...base, options, answer: [...letters].map((l) => `option${LETTERS.indexOf(l) + 1}`).join(',') } }
  }
  if (type === 5) {
    const judged = answer === '对' ? '1' : answer === '错' ? '0' : ''
    if (!judged) return { error: '判断题的答案请填写“对”或“错”' }
    return { input: { ...base, answer: judged } }
  }
  if (type === 3) {
    const parts = answer.split(/[;；]/).map((a) => a.trim())
    if (!answer || parts.some((a) => !a)) return { error: '请填写每个空的答案，用 ; 分隔' }
    return { input: { ...base, blanks: parts.map((a) => ({ a, s: Math.round((score / parts.length) * 10) / 10 })) } }
  }
  return { input: { ...base, answer } }
}

function answerText(q: ListedQuestion): string {
  if (q.type === 1 || q.type === 2) return q.answer.split(',').map((o) => LETTERS[Number(o.replace('option', '')) - 1] ?? '').join('')
  if (q.type === 5) return q.answer === '1' ? '对' : '错'
  if (q.type === 3) return (JSON.parse(q.answer) as { a: string }[]).map((b) => b.a).join(';')
  return q.type === 4 ? q.answer : ''
}

const TEXTS: ((q: ListedQuestion) => string | number)[] = [
  (q) => QUESTION_TYPE_NAMES[q.type as keyof typeof QUESTION_TYPE_NAMES] ?? '',
  (q) => q.category_name,
  (q) => questionTitle(q.type, q.content),
  (q) => (JSON.parse(q.options) as string[]).map(htmlText).join('|'),
  answerText,
  (q) => q.score,
  (q) => htmlText(q.remark),
  (q) => q.tags,
  (q) => DIFFICULTY_NAMES[q.difficulty as keyof typeof DIFFICULTY_NAMES] ?? ''
]

export const EXPORT_COLUMNS: Column<ListedQuestion>[] = HEADERS.map((header, i) => ({ header, width: i === 2 || i === 6 ? 40 : 16, value: TEXTS[i] }))
export const TEMPLATE_COLUMNS: Column<never>[] = HEADERS.map((header, i) => ({ header, width: i === 2 || i === 6 ? 40 : 16, value: () => '' }))
