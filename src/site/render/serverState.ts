import type { DehydratedState } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { Language } from '../../i18n/namespaces';
import type { FrameData } from '../frameData';

/**
 * What a server-rendered page hands to the browser, so the first render in the browser equals
 * the server's: the language, the translations the page used, the frame's data (the site's
 * address and the park's details) and the answers of its API reads.
 * It travels as `<script type="application/json">`, data that the CSP has no reason to block.
 */
export interface ServerState {
  language: Language;
  translations: Resource;
  frame: FrameData;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'server-state';

/** JSON safe inside a script element: no `</script>` or `<!--` can end or bend it. */
export const serializeServerState = (state: ServerState) => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state the server left in the page, or undefined when the page was rendered in the browser only. */
export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : undefined;
}
