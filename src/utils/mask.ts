/** A mobile as the member area shows it: 138****8000; '' for anything that is not a mobile. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : ''
}
