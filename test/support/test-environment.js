/**
 * Why this file exists: a browser test that fails on CI only says which locator it waited for; the
 * page's story (where it was, what it logged, which requests failed) is what explains it. This is
 * jest's node environment plus one flag, `__currentTestFailed`, set when a test's body fails, so the
 * browser suites' afterEach (test/support/browser.ts) knows when to report what its pages saw.
 */
const { TestEnvironment } = require('jest-environment-node');

class FlaggingEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__currentTestFailed = false;
    if (event.name === 'test_fn_failure') this.global.__currentTestFailed = true;
  }
}

module.exports = FlaggingEnvironment;
