import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The CSF files (stories/src/**\/*.stories.ts(x)) changed since main: committed on this branch
 * (`git diff main...HEAD`), staged or not (`git diff HEAD`), or new and untracked. Paths are relative
 * to the stories package, as index.json's importPath ("./src/Button.stories.tsx"). Reads git state only.
 */
export function changedStoryFiles(storiesDir: string, base = process.env.VISUAL_BASE ?? 'main'): Set<string> {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: storiesDir, encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const top = git('rev-parse', '--show-toplevel')[0] ?? storiesDir;
  const files = [
    ...git('diff', '--name-only', `${base}...HEAD`),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard', '--full-name'),
  ];
  const changed = new Set<string>();
  for (const file of files) {
    const relative = path.relative(storiesDir, path.join(top, file)).split(path.sep).join('/');
    if (/^src\/.*\.stories\.tsx?$/.test(relative)) changed.add(`./${relative}`);
  }
  return changed;
}
