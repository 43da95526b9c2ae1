export * from './accounts';
export * from './access';
export * from './admin';
export * from './mail';
export * from './projects';
export * from './communication';
export * from './history';
