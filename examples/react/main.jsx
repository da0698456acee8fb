// React 19 passes attributes to custom elements and turns `on<event>` props into listeners:
// `onspec-loaded` listens to `spec-loaded`. (For TypeScript: `import type {} from 'spec-doc/react'`.)
import 'spec-doc';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [title, setTitle] = useState('');
  const [renderStyle, setRenderStyle] = useState('read');
  return (
    <>
      <header className="bar">
        <span id="status">{title ? `Loaded: ${title}` : 'Loading…'}</span>
        <button type="button" onClick={() => setRenderStyle(renderStyle === 'read' ? 'focused' : 'read')}>
          {renderStyle === 'read' ? 'Focused view' : 'Reading view'}
        </button>
      </header>
      <spec-doc
        spec-url="/openapi.yaml"
        render-style={renderStyle}
        theme="light"
        style={{ display: 'block', height: 'calc(100vh - 3rem)' }}
        onspec-loaded={(e) => setTitle(e.detail.info.title)}
      />
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
