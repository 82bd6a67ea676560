import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { AppRoot } from './app/app-root';
import { installErrorLog } from './app/error-log/error-log-store';
import './app/global.css';
import { setupI18n } from './i18n';
import { initPreferences } from './shared/preferences/preferences-store';

installErrorLog();
// zod's schemas parse without compiling code: its probe for `new Function` is a violation of the page's
// Content-Security-Policy (script-src 'self'), which Chromium reports as an issue (Lighthouse: best practices)
zodConfig({ jitless: true });

// The start language's texts are their own chunk (issue 10): the app renders once they are in.
void setupI18n()
  .catch((error: unknown) => console.error('the texts did not load', error))
  .then(() => {
    initPreferences();
    const root = document.getElementById('root');
    if (root) {
      createRoot(root).render(
        <StrictMode>
          <AppRoot />
        </StrictMode>,
      );
    }
  });

// The preloader goes 100 ms after start (spec 1 §1).
setTimeout(() => {
  const preloader = document.getElementById('preloader');
  if (!preloader) return;
  preloader.classList.add('preloader-hidden');
  setTimeout(() => preloader.remove(), 400);
}, 100);
