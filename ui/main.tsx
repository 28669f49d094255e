import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initSettings } from './lib/settings';
import './styles/global.css';

void initSettings();
const root = createRoot(document.getElementById('root')!);
// A transition: the first render is done in short slices (the page stays responsive while it
// runs), and the server's hero stays on screen until the whole app is ready to replace it.
startTransition(() => root.render(<App />));
