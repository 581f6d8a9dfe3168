/**
 * Our forms as tools for the agents that browse for people (WebMCP's declarative API, a draft of the
 * W3C Web Machine Learning community group that Chromium ships behind a flag): a `<form>` with
 * `toolname` and `tooldescription` is offered to an agent in the visitor's browser as a tool whose
 * parameters are the form's named controls, each described by its `toolparamdescription` (else its
 * label) and required where the control is. Plain HTML attributes: the form is the tool with or
 * without JavaScript, and a browser without WebMCP ignores them.
 *
 * Only enabled, non-hidden controls become parameters (measured in Chromium 156): the audit form's
 * honeypot is rendered disabled so that no agent is asked to fill a trap (docs/enquiries.md says what
 * that costs and what a bot that says it is an agent gains: nothing).
 */
import 'react';

declare module 'react' {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    /** Present (empty): the agent may send the form itself. */
    toolautosubmit?: '';
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string;
  }
}

/** A form offered as a tool: its name (unique on a page) and what it does, for an agent to choose it by. */
export interface FormTool {
  toolname: string;
  tooldescription: string;
  toolautosubmit?: '';
}

/**
 * The submit event as WebMCP extends it: `agentInvoked` when an agent filled the form and it is sent,
 * and `respondWith`, which hands the agent the outcome where the page sends the form itself.
 */
export interface AgentSubmitEvent extends Event {
  agentInvoked?: boolean;
  respondWith?: (outcome: Promise<unknown>) => void;
}
