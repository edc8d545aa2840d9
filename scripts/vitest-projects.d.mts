export declare function testFilesThatMock(root: string): string[];
export declare function isolationProjects(
  root: string,
  include: string[],
): { extends: true; test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean } }[];
