import type { PromptScene } from '../scene/scene-text';

/** One message of the prompt, in the roles every OpenAI-compatible server understands. */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a reply is written from: the assembled messages plus the facts they were built from. */
export interface ChatPrompt {
  messages: PromptMessage[];
  /** The language code the reply must be written in. */
  language: string;
  character: {
    name: string;
    personality: string;
    relationship: string;
    occupation: string;
    scenario: string;
    /** Who speaks, for languages whose sentences change with the speaker's gender; a woman if unsaid. */
    gender?: 'woman' | 'man';
    /** Her occupation and relationship as stored (English words): the demo's lines are keyed so. */
    demoKeys?: { occupation: string; relationship: string };
  };
  lastUserMessage: string;
  /** Where the story is now (the conversation's scene), once it was set. */
  scene?: PromptScene | null;
  /** The user's note for a new version of her reply ("Try again, but…"), if any. */
  hint?: string | null;
  /** For a new version of her reply: the versions it replaces, which it should not repeat. */
  earlierVersions?: string[];
  /** The user's persona in this conversation (its name, the nick when it has none), if any. */
  userPersona: { name: string } | null;
  /** The gift (emoji and name) when the reply answers one; she reacts to it. */
  gift: string | null;
  /** The reply comes with one of her photos. */
  sendsPhoto: boolean;
  /** She may offer a photo (`[selfie: …]` at the end of her reply) when the moment fits. */
  mayOfferPhoto?: boolean;
  /** What she remembers the user told her, oldest first. */
  memories: string[];
  /** Seed for choices that should vary between replies but repeat for the same message. */
  seed: string;
}

export interface ChatModel {
  /** `demo` is the embedded scripted model; the chat settings label it so. */
  kind: 'demo' | 'openai';
  /** Streams the reply's text in pieces; aborting the signal stops it. */
  stream(prompt: ChatPrompt, tier: 'base' | 'advanced', signal: AbortSignal): AsyncIterable<string>;
}
