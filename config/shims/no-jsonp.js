// The app never asks Taro.request for JSONP; this keeps jsonp-retry out of the H5 bundle and fails loudly
// if someone starts to.
export default function jsonpUnsupported() {
  return Promise.reject(new Error('JSONP requests are not supported by this app'))
}
