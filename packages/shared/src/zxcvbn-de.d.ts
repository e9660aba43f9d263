// The German word lists of @zxcvbn-ts/language-de, imported one by one (see password-strength.ts).
declare module '@zxcvbn-ts/language-de/dist/commonWords.json.js' {
  const words: string[]
  export default words
}
declare module '@zxcvbn-ts/language-de/dist/firstnames.json.js' {
  const words: string[]
  export default words
}
declare module '@zxcvbn-ts/language-de/dist/lastnames.json.js' {
  const words: string[]
  export default words
}
