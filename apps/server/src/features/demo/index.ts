export { DEMO_CITIES } from './demo-cities.ts'
export { findFirstAdmin, seedDemo, seedDemoApplicants, seedDemoOnce } from './demo-seed.ts'
