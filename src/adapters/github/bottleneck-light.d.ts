// The light build of Bottleneck (no clustering) that @octokit/plugin-throttling
// itself loads, typed as the package's full build, whose API it shares.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
