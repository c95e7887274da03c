// wasm_exec.js of the toolchain
