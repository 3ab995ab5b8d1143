/**
 * The H5 root font size, in place of the script Taro's HTML plugin writes. Taro's pxtransform turns design
 * px into rem with 40 design px = 1 rem (designWidth 750), so a root font size of viewport/18.75 makes the
 * 750 px design exactly as wide as the phone, clamped to 20–40 px (320–750 px wide) as Taro clamps it.
 *
 * Why not Taro's own: it takes min(width, height) of the <html> element's box, and that box is as tall as
 * the page's content, not the screen. A resize event during the first frames of a load (mobile browsers
 * and WeChat's web view send one as their toolbars settle) finds a page a few px tall, clamps the root to
 * 20 px and snaps back 500 ms later: every element moves and grows by ~4% under the learner's finger, so a
 * tap in that half second lands on the wrong row. Short pages get the same jolt when the keyboard opens.
 *
 * Here only the viewport's width and the screen's short side count. Neither depends on the content; the
 * keyboard changes neither; a phone turned to landscape keeps its portrait scale, as Taro intended with min.
 * Plain ES5: it runs in <head> before any of the app's code.
 */
export const ROOT_FONT_SIZE_SCRIPT =
  '!function(){var d=document.documentElement;function f(){' +
  'var s=window.screen,w=Math.min(d.clientWidth||window.innerWidth,Math.min(s.width,s.height)||1/0),x=40*w/750;' +
  'd.style.fontSize=(x>=40?40:x<=20?20:x)+"px"}' +
  'f();window.addEventListener("resize",function(){f();setTimeout(f,300)})}();'
