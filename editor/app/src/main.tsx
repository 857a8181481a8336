import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';

createRoot(document.getElementById('root')!).render(<EditorApp />);
