// Entry of the key page bundle (key.html, served for /control-lock/{token}): plain React, no Ionic,
// no router, no app state — small enough for a phone on a slow line.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { KeyPage } from './key-page';
import './key-page.css';

const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean)[1] ?? '');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KeyPage token={token} />
  </StrictMode>,
);
