/**
 * The design checks themselves (tests/e2e/designChecks.ts, run over every page by wechatRender.test.ts): each
 * finds what it is for on a page made to break it, and nothing on one that follows the design system.
 */
import { chromium, type Browser } from 'playwright-core'
import { CHROME_ARGS, chromePath, closeBrowser } from './harness'
import { designFaults } from './designChecks'

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS })
}, 60_000)
afterAll(async () => {
  await closeBrowser(browser)
})

async function faults(body: string, weapp: boolean): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  try {
    await page.setContent(`<!doctype html><html><head><style>
      body { margin: 0; font-size: 16px; }
      .btn { display: inline-flex; height: 48px; background: #b04530; color: #fff; border-radius: 24px; }
      .btn--sm { height: 30px; }
      .field__control { width: 300px; }
      .field__input { width: 100%; }
      wx-button { display: block; background-color: #f8f8f8; border-radius: 5px; position: relative; }
      wx-button::after { content: " "; position: absolute; inset: 0; border: 1px solid rgba(0,0,0,.2); }
      wx-button.btn::after { display: none; }
    </style></head><body>${weapp ? `<page>${body}</page>` : `<div class="taro_page">${body}</div>`}</body></html>`)
    return await page.evaluate(designFaults, { weapp })
  } finally {
    await page.close()
  }
}

describe('the design checks', () => {
  it('pass a page of the design system on both builds', async () => {
    const h5 = '<div data-control="button" class="btn btn--md">立即购买</div><div class="field__control"><input class="field__input"></div>'
    await expect(faults(h5, false)).resolves.toEqual([])
    await expect(faults('<wx-button class="btn btn--md">立即购买</wx-button><div class="field__control"><wx-input class="field__input"></wx-input></div>', true)).resolves.toEqual([])
  })

  it("find a button in Taro's or WeChat's own look", async () => {
    const h5 = await faults('<div data-control="button" class="taro-button-core" style="background:#f8f8f8">开始录音</div>', false)
    expect(h5).toEqual(['button not of the design system: div.taro-button-core "开始录音"'])
    const weapp = await faults('<wx-button class="hw-button">提交点评</wx-button>', true)
    expect(weapp).toEqual(['button not of the design system: wx-button.hw-button "提交点评"'])
    const grey = await faults('<wx-button class="btn" style="background-color:#f8f8f8;height:48px">继续支付</wx-button>', true)
    expect(grey).toContain("button in the platform's fill rgb(248, 248, 248): \"继续支付\"")
  })

  it('find a button too small to tap, an input half as wide as its field, a box past the screen and a glyph icon', async () => {
    const found = await faults(
      '<div data-control="button" class="btn btn--md" style="height:30px">播放</div>' +
        '<div class="field__control"><input class="field__input" style="width:100px"></div>' +
        '<input class="recharge__input">' +
        '<div style="width:500px">余额充值</div>' +
        '<span>继续阅读 ›</span>',
      false
    )
    expect(found).toEqual([
      'button 30 px tall (at least 44): "播放"',
      'input narrower than half its field: input.field__input',
      'input not of the design system: input.recharge__input',
      "past the screen's edge: div.",
      'a text glyph as an icon: "继续阅读 ›" in span.'
    ])
  })
})
