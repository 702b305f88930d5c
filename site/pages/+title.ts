export { title as default } from '../config/head.ts';
