// Vite's `?url` import of pdf.js's worker (stories and story tests): the URL Vite serves the file at.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs?url' {
  const url: string;
  export default url;
}
