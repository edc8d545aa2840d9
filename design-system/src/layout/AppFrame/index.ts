export { AppFrame, mobileQuery, useIsMobile, type AppFrameProps, type AppFrameRenderProps } from './AppFrame';
