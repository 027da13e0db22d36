// hls.js ships types for its main entry only; its light build (`hls.js/light`) has the same API
// without subtitles, alternate audio and DRM, which recitation lessons do not use.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
