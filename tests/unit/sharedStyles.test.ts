/**
 * Why the order of the shared style sheets may be left to the build (`ignoreOrder` in config/index.ts, both
 * targets; docs/decisions/shared-stylesheet-order.md). The sheets of components and
 * features serve several pages, so the build puts them into one shared file (the mini-program's common.wxss,
 * a package's sub-vendors.wxss) in one order, which cannot follow every page's imports. That order can
 * change how an element looks only where two of these sheets style one element with selectors of equal
 * weight and set the same property to different values. The check, on the sheets as compiled, fails as soon
 * as that becomes possible. One element gets rules of two sheets through:
 *  - the same class in both sheets' selectors;
 *  - a className of the source naming classes of both (its string parts);
 *  - a shared component handed a class (`<Icon className='nav-bar__icon'>`): its own class and the handed one.
 * (Read from a className's strings and templates: a class built from a variable is not seen.)
 * Every selector must name a class: a bare element, id or universal rule could reach any sheet's elements.
 * The shared sheets: those of components and features, and any other that two files import (a page folder's
 * own, such as packageA/member/share/share.scss). A page's own sheet is imported by its page alone and comes last.
 */
import fs from 'fs'
import path from 'path'
import * as sass from 'sass'
import postcss, { type AtRule } from 'postcss'

const SRC = path.join(__dirname, '..', '..', 'src')
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
const rel = (f: string) => path.relative(SRC, f)

const SHARED = ['components', 'features'].flatMap((d) => files(path.join(SRC, d)))
const SOURCE = files(SRC).filter((f) => f.endsWith('.tsx'))
/** Sheets a page folder shares between its pages (imported by two files or more) are shared too. */
const importers = new Map<string, number>()
for (const f of files(SRC).filter((x) => /\.tsx?$/.test(x))) {
  for (const m of fs.readFileSync(f, 'utf8').matchAll(/import '([^']+\.scss)'/g)) {
    const sheet = path.resolve(path.dirname(f), m[1])
    importers.set(sheet, (importers.get(sheet) ?? 0) + 1)
  }
}
const SHEETS = [...new Set([...SHARED.filter((f) => f.endsWith('.scss') && !path.basename(f).startsWith('_')), ...[...importers].filter(([, n]) => n > 1).map(([f]) => f)])]

const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1])
/** The compound the rule styles: the selector's last part (`.a .b__c:active` -> `.b__c:active`). */
const subjectOf = (selector: string) => selector.trim().split(/\s*[\s>+~]\s*/).pop() ?? ''
/** [ids, classes + attributes + pseudo-classes, elements + pseudo-elements] */
function weightOf(selector: string): string {
  const s = selector.replace(/::?(before|after|first-line|first-letter|placeholder)\b/g, ' x')
  const ids = (s.match(/#/g) ?? []).length
  const classes = (s.match(/\.|\[|:(?!:)/g) ?? []).length
  const elements = (s.match(/(^|[\s>+~])(?=[A-Za-z*])[A-Za-z]/g) ?? []).length
  return `${ids},${classes},${elements}`
}

interface Rule {
  sheet: string
  selector: string
  subject: string[]
  weight: string
  declarations: Map<string, string>
}

const rules: Rule[] = SHEETS.flatMap((f) => {
  const out: Rule[] = []
  postcss.parse(sass.compile(f, { silenceDeprecations: ['import'] }).css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return
    const declarations = new Map<string, string>()
    rule.walkDecls((d) => void declarations.set(d.prop, d.value))
    for (const selector of rule.selectors) out.push({ sheet: rel(f), selector, subject: classesIn(subjectOf(selector)), weight: weightOf(selector), declarations })
  })
  return out
})

/** The words of a className's string parts: its quoted strings and its templates' text. */
function classWords(attribute: string): string[] {
  const quoted = [...attribute.matchAll(/'([^']*)'/g)].map((m) => m[1])
  const templates = [...attribute.matchAll(/`([^`]*)`/g)].map((m) => m[1].replace(/\$\{[^{}]*\}/g, ' '))
  return [...quoted, ...templates].flatMap((s) => [...s.matchAll(/-?[A-Za-z_][\w-]*/g)].map((m) => m[0]))
}
const CLASS_NAME = /className=('[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})/g

/** Classes that one element may carry together (beyond a rule's own compound). */
function carriedTogether(): string[][] {
  const groups: string[][] = []
  // Components that put a `className` prop on their root beside classes of their own: name -> those classes.
  const roots = new Map<string, string[]>()
  // Each exported component of a file, up to the next export: `className={`own ${...} ${className}`}` (the
  // own classes are the template's text; a modifier built from a prop is seen by its stem, `btn--`).
  for (const f of SHARED.filter((x) => x.endsWith('.tsx'))) {
    const text = fs.readFileSync(f, 'utf8')
    for (const m of text.matchAll(/export (?:default )?function (\w+)([\s\S]*?)(?=\nexport |$)/g)) {
      const root = /className=\{`((?:[^`$]|\$\{(?!className\})[^}]*\})*)\$\{className\}`\}/.exec(m[2])
      if (root) roots.set(m[1], classWords(`\`${root[1]}\``))
    }
  }
  for (const f of SOURCE) {
    const text = fs.readFileSync(f, 'utf8')
    for (const m of text.matchAll(CLASS_NAME)) groups.push(classWords(m[1]))
    for (const [name, own] of roots) {
      for (const m of text.matchAll(new RegExp(`<${name}\\b[^>]*?className=('[^']*'|\\{(?:[^{}]|\\{[^{}]*\\})*\\})`, 'g'))) groups.push([...own, ...classWords(m[1])])
    }
  }
  return groups
}

describe('the shared style sheets: no element styled by two of them with the same weight', () => {
  it('reads the sheets, and finds the components that take a className', () => {
    expect(SHEETS.length).toBeGreaterThan(40)
    expect(SHEETS.map(rel)).toContain(path.join('packageA', 'member', 'share', 'share.scss'))
    expect(rules.find((r) => r.selector === '.tabs')?.sheet).toBe('components/Tabs/index.scss')
    expect(carriedTogether()).toContainEqual(['icon', 'nav-bar__icon'])
    expect(carriedTogether()).toContainEqual(['safe-rich-text', 'comment__text'])
  })

  it('every selector names a class', () => {
    expect(rules.filter((r) => classesIn(r.selector).length === 0).map((r) => `${r.sheet}: ${r.selector}`)).toEqual([])
  })

  it('no two sheets set one property of one element with selectors of the same weight', () => {
    const byClass = new Map<string, Rule[]>()
    for (const r of rules) for (const c of r.subject) byClass.set(c, [...(byClass.get(c) ?? []), r])
    const together = new Map<string, Set<string>>()
    const pair = (a: string, b: string) => void together.set(a, (together.get(a) ?? new Set()).add(b))
    for (const group of carriedTogether()) for (const a of group) for (const b of group) pair(a, b)
    for (const c of byClass.keys()) pair(c, c)

    const clashes = new Set<string>()
    for (const [a, others] of together) {
      for (const b of others) {
        for (const r of byClass.get(a) ?? []) {
          for (const s of byClass.get(b) ?? []) {
            if (r.sheet >= s.sheet || r.weight !== s.weight) continue
            for (const [prop, value] of r.declarations) {
              if (s.declarations.has(prop) && s.declarations.get(prop) !== value) clashes.add(`${r.sheet} ${r.selector} vs ${s.sheet} ${s.selector}: ${prop}`)
            }
          }
        }
      }
    }
    expect([...clashes]).toEqual([])
  })
})
