import { SegmentLoading } from '~/components/segment-loading';

/** While the segment's page is read on the server: the kit's Skeleton in the page's frame. */
export default SegmentLoading;
