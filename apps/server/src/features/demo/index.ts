export { findFirstAdmin, seedDemo, seedDemoApplicants, seedDemoOnce } from './demo-seed.ts'
