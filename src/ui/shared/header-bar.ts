import { html, nothing, type TemplateResult } from 'lit';
import { icon } from './icons.js';
import { msg } from './msg.js';
import '../../core/i18n/en/chrome.js';

/** What the header bar shows and offers. */
export interface HeaderBarOptions {
  /** heading-text. */
  title: string;
  /** spec-url, shown in the URL box. */
  url: string;
  /** allow-spec-url-load: the URL box. */
  urlBox: boolean;
  /** allow-spec-file-load, above 768 px: the file picker. */
  filePicker: boolean;
  /** The `API` select of the sources switcher (a lazily loaded template), after the title. */
  sources?: unknown;
  /**
   * What the Menu bar holds, drawn into the header so that on phones the two are one bar: the Menu
   * button first, the API's title where heading-text is empty (shown at every width), and Search
   * last. CSS hides the Menu button and Search above 768 px.
   */
  phone?: { menu: TemplateResult; title: string; search: unknown };
  /** The phone drawer is open over the page: the header leaves the tab order. */
  inert?: boolean;
  /** The reader submitted a URL (trimmed, not empty). */
  onUrl: (url: string) => void;
  /** The reader picked a file. */
  onFile: (file: File) => void;
}

/**
 * The header bar: (on phones the Menu button,) logo slot, title, the sources switcher's select,
 * the button that opens the URL box and file picker, (on phones Search,) the header slot.
 */
export function renderHeaderBar(o: HeaderBarOptions): TemplateResult {
  const phoneTitle = o.phone && !o.title ? o.phone.title : '';
  return html`<header class="top" part="header" ?inert=${!!o.inert}>
    ${o.phone?.menu ?? nothing}
    <slot name="logo"></slot>
    <span class="title">${o.title}</span>
    ${phoneTitle ? html`<span class="phone-title" aria-hidden="true">${phoneTitle}</span>` : nothing} ${o.sources ?? nothing}
    ${o.urlBox || o.filePicker ? renderOpenDescription(o) : nothing} ${o.phone?.search ?? nothing}
    <slot name="header"></slot>
  </header>`;
}

/**
 * One quiet icon button and the popover it opens (the Popover API: Escape and a click outside
 * close it, and it sits in the top layer, above the nav drawer and any stacking context of the
 * page). Focus goes to the URL field when it opens, and back to the button when it closes from
 * inside (Escape, a URL submitted, a file picked).
 */
function renderOpenDescription(o: HeaderBarOptions): TemplateResult {
  const close = (from: Element): void => {
    const popover = from.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  };
  const submit = (e: Event): void => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const input = form.elements.namedItem('spec-url') as HTMLInputElement | null;
    const value = input?.value.trim();
    if (!value) return;
    close(form);
    o.onUrl(value);
  };
  const choose = (e: Event): void => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    close(input);
    o.onFile(file);
    input.value = '';
  };
  return html`<button type="button" class="icon-button open-description" popovertarget="open-description" aria-label=${msg('chrome.openDescription')} title=${msg('chrome.openDescription')}>
      ${icon('folder-open')}
    </button>
    <div id="open-description" class="open-popover" part="open-description" popover role="dialog" aria-label=${msg('chrome.openDescription')} @beforetoggle=${beforeToggle} @toggle=${focusField}>
      ${
        o.urlBox
          ? // novalidate: a relative URL (resolved against the page, as spec-url is) is not a valid type=url value, yet a good one.
            html`<form class="url-box" novalidate @submit=${submit}>
            <span class="url-field" dir="ltr">${icon('link')}<input type="url" name="spec-url" aria-label=${msg('chrome.descriptionUrl')} placeholder=${msg('chrome.descriptionUrl')} .value=${o.url} /></span>
            <button type="submit">${msg('chrome.load')}</button>
          </form>`
          : nothing
      }
      ${
        o.filePicker
          ? html`<label class="file-label button secondary"
            >${icon('document')}<span>${msg('chrome.openFile')}</span
            ><input type="file" accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml" @change=${choose}
          /></label>`
          : nothing
      }
    </div>`;
}

/** Room kept between the popover and the viewport's edges, in px. */
const EDGE = 8;

/** The button that opens the popover. */
function invoker(popover: HTMLElement): HTMLElement | null {
  return (popover.getRootNode() as ShadowRoot | Document).querySelector<HTMLElement>('[popovertarget="open-description"]');
}

/**
 * Before it opens: places the popover under its button, its end edge at the button's (its start
 * edge in right-to-left text), within the viewport. The top layer's boxes are fixed to the
 * viewport, so the button's box is all it needs (CSS anchor positioning is not in every browser yet).
 * Before it closes with focus inside (Escape, a URL submitted, a file picked; not a click
 * elsewhere, which takes focus where it clicked): focus goes back to the button. (Browsers give
 * it back by themselves only when the popover closes with focus where it was as it opened.)
 */
function beforeToggle(e: Event): void {
  const popover = e.currentTarget as HTMLElement;
  const button = invoker(popover);
  if (!button) return;
  if ((e as ToggleEvent).newState !== 'open') {
    if (popover.matches(':focus-within')) button.focus();
    return;
  }
  const r = button.getBoundingClientRect();
  const room = document.documentElement.clientWidth;
  const width = Math.min(420, room - 2 * EDGE);
  const start = getComputedStyle(button).direction === 'rtl' ? r.left : r.right - width;
  popover.style.setProperty('top', `${Math.round(r.bottom + 6)}px`);
  popover.style.setProperty('left', `${Math.round(Math.min(Math.max(EDGE, start), room - EDGE - width))}px`); /* physical: the button's box is in viewport coordinates */
  popover.style.setProperty('width', `${width}px`);
}

/** Once it is open: focus into the popover's first field. */
function focusField(e: Event): void {
  const popover = e.currentTarget as HTMLElement;
  if ((e as ToggleEvent).newState === 'open') popover.querySelector<HTMLElement>('input')?.focus();
}
