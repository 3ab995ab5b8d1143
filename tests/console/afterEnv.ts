import { configure } from '@testing-library/react'

// findBy and waitFor wait for their condition; the limit is a net for a hang, as jest's own (5 minutes,
// jest.config.js): antd's first render in jsdom computes its styles in JavaScript and took over 10 s on a
// 2-core machine at load 20.
configure({ asyncUtilTimeout: 120_000 })
