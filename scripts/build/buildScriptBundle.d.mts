// The types of ./buildScriptBundle.mjs (plain JavaScript, so that the build uses it without a TypeScript loader).
interface Options {
  cache?: string;
}
export declare function buildScriptBundle(name: 'build' | 'pageList', options?: Options): Promise<string>;
export declare function loadBuildScript(options?: Options): Promise<typeof import('./prerenderThreads.ts') & typeof import('./prerenderAfterBuild.ts') & typeof import('../../site/prerender/failureReport.ts')>;
export declare function loadPageList(options?: Options): Promise<typeof import('./pageList.ts') & typeof import('./pageKeys.ts')>;
