// The error catalogue's lookups, both languages (about 12 KB gzipped): imported only through
// loadErrorTexts (error-texts.ts), so the pages' first load goes without it (issue 10).
export { errorNameOf, errorText } from '@backdesk/domain';
