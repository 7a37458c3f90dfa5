// The repository's boundary rules, applied to the fixture (which the real configuration excludes).
const base = require('../../.dependency-cruiser.cjs');

module.exports = {
  ...base,
  options: { ...base.options, exclude: { path: ['(^|/)dist/'] }, tsConfig: undefined },
};
