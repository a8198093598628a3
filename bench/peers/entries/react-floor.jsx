// The React floor's bytes (issue #4): a bare React 19 + react-dom render, nothing else.
import { createRoot } from 'react-dom/client';

createRoot(document.body.appendChild(document.createElement('div'))).render(<p>floor</p>);
