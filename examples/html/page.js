// The page's own code listens to the element's events like any DOM event.
const doc = document.querySelector('spec-doc');
doc.addEventListener('spec-loaded', (e) => {
  document.querySelector('#status').textContent = `Loaded: ${e.detail.info.title}`;
});
doc.addEventListener('spec-load-error', (e) => {
  document.querySelector('#status').textContent = `Failed: ${e.detail.error.message}`;
});
