import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadSettings } from './lib/settings';
import './styles/global.css';
// Admin and coach invite styles: a lazily loaded chunk's CSS is not linked by the build, so they ship with the main sheet.
import './styles/admin.css';

void loadSettings();
createRoot(document.getElementById('root')!).render(<App />);
