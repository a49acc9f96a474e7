/** What every extra (browser, solver) suite is given; its own module so suites and their list do not import each other. */
export interface SuiteContext {
  base: string;
  dataDir: string;
  today: string;
  tmp: string;
  /** The built PWA the bench server serves (for the gzip size of the JS a screen loads). */
  distDir: string;
}
