// Build-time settings the web app reads from Vite (set them in the environment of `vite build`).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' turns on the locked mode: visitors without both tokens are sent to /locked. */
  readonly VITE_APPLY_LOCKED?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
