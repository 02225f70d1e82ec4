import { domAnimation } from 'framer-motion';

// Loaded asynchronously by LazyMotion, so animation features stay out of the initial bundle.
export default domAnimation;
