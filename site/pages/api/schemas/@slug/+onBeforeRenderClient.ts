// Environment: client. The article comes as an operation page's does.
export { onBeforeRenderClient } from '../../@slug/+onBeforeRenderClient.ts';
