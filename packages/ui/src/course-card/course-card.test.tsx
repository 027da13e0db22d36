import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { advancedCourse, course } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { CourseCard } from './course-card';

describe('CourseCard', () => {
  it('is an article named by its title, with one link to the course', () => {
    render(<CourseCard course={course} href="/al-quran-course/quran-shikkha-beginner" />);
    expect(screen.getByRole('article', { name: course.title })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/al-quran-course/quran-shikkha-beginner');
  });

  it('shows level, size, modes and the lowest price in Bengali', () => {
    render(<CourseCard course={course} href="/c" />);
    expect(screen.getByText(bn.course.levels.beginner)).toBeTruthy();
    expect(screen.getByText('৪৮টি পাঠ')).toBeTruthy();
    expect(screen.getByText('১২ সপ্তাহ')).toBeTruthy();
    expect(screen.getByRole('list', { name: bn.course.modes }).textContent).toBe('লাইভরেকর্ডেড');
    expect(screen.getByText('৳১,৫০০')).toBeTruthy();
  });

  it('uses the heading level it is given', () => {
    render(<CourseCard course={advancedCourse} href="/c" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: advancedCourse.title })).toBeTruthy();
  });

  it('shows the cover image as decoration when there is one', () => {
    const { container } = render(<CourseCard course={{ ...course, cover_image: '/cover.jpg' }} href="/c" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<CourseCard course={course} href="/c" />);
    await expectNoAxeViolations(container);
  });
});
