/** The settings feature's public entry: the company setup step the app mounts with its overlays. */
export { CompanySetup } from './components/company-setup.tsx'
