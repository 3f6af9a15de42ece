import { createRoot } from 'react-dom/client';
import { createApp } from './app';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const { App } = createApp();
createRoot(container).render(<App />);
