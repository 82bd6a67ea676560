import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { installErrorLog } from './app/error-log/error-log-store';
import './app/global.css';
import { setupI18n } from './i18n';
import { initPreferences } from './shared/preferences/preferences-store';
import { makeZodJitless } from './shared/zod-jitless';

installErrorLog();
// zod's schemas parse without compiling code (its probe for `new Function` breaks the page's CSP)
makeZodJitless();

// The start language's texts are their own chunk (issue 10): the app renders once they are in.
void setupI18n()
  .catch((error: unknown) => console.error('the texts did not load', error))
  .then(() => {
    initPreferences();
    const root = document.getElementById('root');
    if (!root) return;
    // a transition: React draws the app in slices and gives the browser back between them, so that the first
    // draw is no single long task (issue 19, blocking time)
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppRoot />
        </StrictMode>,
      );
    });
  });

// The preloader goes 100 ms after start (spec 1 §1).
setTimeout(() => {
  const preloader = document.getElementById('preloader');
  if (!preloader) return;
  preloader.classList.add('preloader-hidden');
  setTimeout(() => preloader.remove(), 400);
}, 100);
