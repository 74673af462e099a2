// The part of libheif-js's browser ES module (the WASM build with the binary inlined) that we use.
// The package ships types for its Emscripten internals only, not for this entry or HeifDecoder.
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  export interface HeifDisplayTarget {
    data: Uint8ClampedArray<ArrayBuffer>
    width: number
    height: number
  }
  export interface HeifImage {
    /** Size after the file's rotation/mirroring (irot/imir), which decoding applies. */
    get_width(): number
    get_height(): number
    is_primary(): boolean
    has_alpha_channel(): boolean
    /** Decodes to interleaved RGBA into `target.data`; calls back with the target, or null on failure. */
    display(target: HeifDisplayTarget, callback: (result: HeifDisplayTarget | null) => void): void
    free(): void
  }
  export interface HeifDecoder {
    /** Top-level images of the file; empty when it cannot be parsed. */
    decode(data: Uint8Array): HeifImage[]
  }
  export interface LibHeif {
    HeifDecoder: new () => HeifDecoder
  }
  /** Instantiates the WASM module synchronously (the binary is inlined). */
  export default function libheifFactory(options?: object): LibHeif
}
