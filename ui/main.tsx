import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadSettings } from './lib/settings';
import './styles/global.css';

void loadSettings();
createRoot(document.getElementById('root')!).render(<App />);
