const build = "__BUILD__";
start("main.wasm");
