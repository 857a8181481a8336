import { createRoot } from 'react-dom/client';
import { languageOf, setEditorLanguage } from '../../shared/i18n';
import { EditorApp } from './EditorApp';
import './i18n';

// The server writes the editor's language into the page (<html lang>): the site's, or EDITOR_LANGUAGE.
setEditorLanguage(languageOf(document.documentElement.lang) ?? 'en');
createRoot(document.getElementById('root')!).render(<EditorApp />);
