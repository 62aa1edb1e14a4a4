export { HttpClient } from '../../libs/platform/src/http-client';
