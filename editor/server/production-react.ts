// Imported first by main.ts, before any module loads React: the editor runs React's production build,
// as the site's build does. The preview's server render of the home page takes about half the time of
// the development build's, and the editor's own forms redraw faster.
process.env.NODE_ENV ??= 'production';
