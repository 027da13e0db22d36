import { describe, expect, it } from 'vitest';
import { currentSection } from './console-nav';
import { consoleSections } from './console-sections';

describe('the console’s current section', () => {
  it.each([
    ['/console', '/console'],
    ['/console/courses', '/console/courses'],
    ['/console/courses/12/edit', '/console/courses'],
    ['/console/practice/0b6f2c1e-8d5a-4c3b-9e7f-1a2b3c4d5e6f', '/console/practice'],
    ['/console/jobs', '/console/jobs'],
  ])('%s is in %s', (path, section) => {
    expect(currentSection(consoleSections, path)?.href).toBe(section);
  });

  it('marks nothing for a path of no section, and never takes a longer word for a section', () => {
    expect(currentSection(consoleSections, '/console/nowhere')).toBeUndefined();
    expect(currentSection(consoleSections, '/console/coursesx')).toBeUndefined();
    expect(new Set(consoleSections.map((section) => section.href)).size).toBe(consoleSections.length);
  });
});
