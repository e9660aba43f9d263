import { z } from 'zod'

/*
 * Zod probes `new Function` once, when the first object schema is built, to decide whether it may
 * compile parsers. Our CSP forbids eval, so the probe was reported as a violation on every page.
 * Parsing without compiling is fast enough for a browser. This module is imported before anything
 * that defines a schema (main.tsx's first import), because the probe runs at definition time.
 */
z.config({ jitless: true })
