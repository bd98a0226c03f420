// Webpack loader (webpack.factory.js, issue 20): a message file (`src/**/i18n/**/*.json`, `{ id: text }`)
// compiled at build time to the AST of every ICU text, as `formatjs compile --ast` would. The page then
// formats without parsing (react-intl's parser is left out of the bundle, ~7 KB gzip, and the first
// render no longer parses every text it shows). A text that is not valid ICU fails the build with its id.
const { parse } = require('@formatjs/icu-messageformat-parser');

/** `{ id: text }` to `{ id: ast }`; throws, naming the id, on anything but valid ICU texts */
function compileMessages(messages, file = 'messages') {
  if (!messages || typeof messages !== 'object' || Array.isArray(messages)) throw new Error(`${file}: a message file is an object of texts`);
  const out = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${file}: message ${id} is not a text`);
    try {
      // the runtime's options (intl-messageformat): none but the locale, which only date skeletons use (none here)
      out[id] = parse(text);
    } catch (e) {
      throw new Error(`${file}: message ${id} is not a valid ICU message (${e.message})`);
    }
  }
  return out;
}

module.exports = function icuMessagesLoader(source) {
  return JSON.stringify(compileMessages(JSON.parse(source), this.resourcePath));
};
module.exports.compileMessages = compileMessages;
