#!/usr/bin/env node
/**
 * The dead-path check, part of `npm run lint`: every repository path named in the docs (the Markdown files,
 * the SPEC's copy aside) or in a comment of src, server, types, config, scripts, tests and the root's config
 * files must exist. A path is a token that starts with one of the repository's top-level folders
 * (`src/core/request.ts`, `tests/e2e/`, `docs/GLOSSARY.md`), or a relative Markdown link; a section named as
 * README "<section>" must be a heading of README.md. Placeholders
 * (`<domain>`, `*`, `{a,b}`, `...`) and paths the build or the server create are not checked.
 * `node scripts/doc-paths.mjs [files...]` checks the given files only (its test does).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Top-level folders a path token starts with. */
const TOP = ['src', 'server', 'types', 'config', 'scripts', 'tests', 'docs', 'spec', '.ci']
/** Created by the build, the server or a run, never committed (see .gitignore): named, not checked. */
const GENERATED = [
  /^server\/data(\/|$)/,
  /^server\/media\/(avatars|thumbs|wenda)(\/|$)/,
  /^src\/(pages|packageA|packageB)\/.*\.config\.ts$/
]
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/
const CODE_DIRS = ['src', 'server', 'types', 'config', 'scripts', 'tests', '.ci']
/** A path token: a top-level folder at a word start (not inside another path or a URL), then path characters. */
const TOKEN = new RegExp(`(?<![\\w./@~-])(?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./<>*{},$@~-]*`, 'g')

/** Copies of others' documents: the paths they name are in MeEdu's repositories. */
const NOT_OURS = new Set(['docs/CONTRACT.md'])

/** Files the repository holds (tracked, or new and not ignored): generated files do not count as present. */
function repoFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
    return out.split('\0').filter((f) => f && fs.existsSync(path.join(ROOT, f)))
  } catch {
    return null
  }
}

const files = repoFiles()
const present = new Set()
if (files) {
  for (const f of files) {
    present.add(f)
    for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) present.add(d)
  }
}
const exists = (p) => (files ? present.has(p) : fs.existsSync(path.join(ROOT, p)))

/** README.md's headings, for references such as README "How to test a change". */
const README_HEADINGS = new Set(
  fs.existsSync(path.join(ROOT, 'README.md')) ? [...fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1].trim()) : []
)
const README_SECTION = /\bREADME(?:'s)?,? "([^"]+)"/g

/** Exists as named, or as a module named without its extension (`tests/helpers/mountPage`). */
function resolves(p) {
  if (exists(p)) return true
  const exts = ['.ts', '.tsx', '.js', '.mjs', '.mts', '.cjs', '.h5.ts', '.weapp.ts', '.h5.tsx', '.weapp.tsx', '.json', '.md']
  return exts.some((e) => exists(p + e)) || exts.some((e) => exists(`${p}/index${e}`))
}

/** The path a token names, or null when it is a placeholder or generated. */
function pathOf(token) {
  if (/[<>*{}$]|\.\.\./.test(token)) return null
  let p = token.replace(/[.,:;]+$/, '').replace(/:\d+$/, '')
  p = p.replace(/\/+$/, '')
  if (GENERATED.some((g) => g.test(p))) return null
  return p
}

/**
 * Each comment of a source file with the line it starts on. TypeScript's scanner tells comments from
 * strings and templates; a `/` after a value is division, anywhere else it starts a regex literal.
 */
function comments(file, text) {
  const variant = /\.(tsx|jsx)$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text)
  const K = ts.SyntaxKind
  const value = new Set([K.Identifier, K.NumericLiteral, K.StringLiteral, K.CloseParenToken, K.CloseBracketToken, K.NoSubstitutionTemplateLiteral, K.TemplateTail, K.RegularExpressionLiteral, K.ThisKeyword, K.SuperKeyword, K.TrueKeyword, K.FalseKeyword, K.NullKeyword, K.PlusPlusToken, K.MinusMinusToken])
  const braces = []
  const found = []
  let previous = K.Unknown
  for (let kind = scanner.scan(); kind !== K.EndOfFileToken; kind = scanner.scan()) {
    if (kind === K.SingleLineCommentTrivia || kind === K.MultiLineCommentTrivia) {
      const pos = scanner.getTokenStart()
      if (!(pos === 0 && text.startsWith('#!'))) found.push({ text: scanner.getTokenText(), line: text.slice(0, pos).split('\n').length })
      continue
    }
    if (kind === K.WhitespaceTrivia || kind === K.NewLineTrivia || kind === K.ShebangTrivia) continue
    if ((kind === K.SlashToken || kind === K.SlashEqualsToken) && !value.has(previous)) kind = scanner.reScanSlashToken()
    else if (kind === K.OpenBraceToken || kind === K.DollarBraceToken) braces.push('{')
    else if (kind === K.TemplateHead) braces.push('`')
    else if (kind === K.CloseBraceToken && braces.pop() === '`') kind = scanner.reScanTemplateToken(false)
    if (kind === K.TemplateTail || kind === K.TemplateMiddle) {
      if (kind === K.TemplateMiddle) braces.push('`')
    }
    previous = kind
  }
  return found
}

/** Shell comments: a line whose first non-blank character is `#`. */
const shellComments = (text) =>
  text.split('\n').flatMap((line, i) => (/^\s*#/.test(line) && !line.startsWith('#!') ? [{ text: line, line: i + 1 }] : []))

/** Problems in one file: `file:line: path` for every path it names that does not exist. */
export function deadPaths(file, text) {
  const problems = []
  const check = (p, line, shown = p) => {
    if (p && !resolves(p)) problems.push(`${file}:${line}: ${shown}`)
  }
  const scan = (chunk, line) => {
    chunk.split('\n').forEach((l, i) => {
      for (const m of l.matchAll(TOKEN)) check(pathOf(m[0]), line + i)
      for (const m of l.matchAll(README_SECTION)) if (!m[1].includes('<') && !README_HEADINGS.has(m[1])) problems.push(`${file}:${line + i}: README "${m[1]}" (no such heading)`)
    })
  }
  if (file.endsWith('.md')) {
    const lines = text.split('\n')
    let fenced = false
    lines.forEach((l, i) => {
      if (/^\s*```/.test(l)) fenced = !fenced
      scan(l, i + 1)
      // Relative links resolve from the Markdown file's folder.
      for (const m of l.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1].split('#')[0]
        if (!target || /^[a-z]+:/i.test(target) || fenced) continue
        const p = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target)))
        check(p.startsWith('..') ? null : p.replace(/\/$/, ''), i + 1, `${m[1]} (${p})`)
      }
    })
  } else if (CODE.test(file)) {
    // Parsing is the slow part: only files that name a path anywhere are parsed.
    if (new RegExp(TOKEN.source).test(text) || /\bREADME\b/.test(text)) for (const c of comments(file, text)) scan(c.text, c.line)
  } else if (file.endsWith('.sh') || file === '.ci/run') {
    for (const c of shellComments(text)) scan(c.text, c.line)
  }
  return problems
}

/** What the check reads: the Markdown files (the SPEC aside), and the code of the code folders and the root. */
function checkedFiles() {
  return (files ?? []).filter((f) => {
    if (NOT_OURS.has(f) || f.startsWith('spec/')) return false
    if (f.endsWith('.md')) return true
    const top = f.includes('/') ? f.split('/')[0] : ''
    return ((top === '' || CODE_DIRS.includes(top)) && (CODE.test(f) || f.endsWith('.sh'))) || f === '.ci/run'
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2)
  const list = given.length ? given.map((f) => path.relative(ROOT, path.resolve(f))) : checkedFiles()
  const problems = list.flatMap((f) => deadPaths(f, fs.readFileSync(path.join(ROOT, f), 'utf8')))
  if (problems.length) {
    console.error(`dead paths: ${problems.length} path(s) named in docs or comments do not exist:`)
    for (const p of problems) console.error(`  ${p}`)
    process.exitCode = 1
  } else {
    console.log(`dead paths: none in ${list.length} files`)
  }
}
