// Next's ambient types (CSS modules, images, next/font) for `tsc` without a build: the generated
// next-env.d.ts is gitignored because `next build` and `next dev` rewrite it.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
