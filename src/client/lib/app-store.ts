import { createStore } from 'jotai';

/** The one jotai store, shared by React (through its Provider) and non-React code. */
export const appStore = createStore();
