// Issue 34: the installable app's part of the page (the service worker itself is built by vite.config.ts).
export { UpdateBanner } from './UpdateBanner';
