'use client';

import { SegmentError } from '~/components/segment-error';

/** The segment's error boundary: a page that threw while drawn, in Bengali, with "try again". */
export default SegmentError;
