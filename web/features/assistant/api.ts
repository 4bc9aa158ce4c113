/** What other parts of the app use of the assistant: the button that opens it. */
export { AssistantLauncher } from './assistant-overlay';
