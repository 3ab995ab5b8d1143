import { configure } from '@testing-library/react'

// antd's first render in jsdom takes seconds on a loaded 2-core machine (its styles are computed in
// JavaScript): findBy and waitFor wait up to 10 s, a test up to 90 s.
configure({ asyncUtilTimeout: 10_000 })
jest.setTimeout(90_000)
