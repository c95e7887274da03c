#!/usr/bin/env bash
# Builds, serves and tests the mahjong solitaire site. Run ./build.sh help for the sub-commands.
set -euo pipefail

caller=$PWD # a folder named on the command line is relative to where the user stands
cd "$(dirname "${BASH_SOURCE[0]}")"
repo=$PWD

usage() {
	cat <<'EOF'
usage: ./build.sh [command] [arguments]

commands:
  build [DIR]            build the site into DIR (default ./site): main.wasm and embed.wasm, boot.js, the
                         static files, the build stamp, and .gz/.br beside each compressible file.
                         DIR can be uploaded to any static host as it is. (Also the default command.)
                         The build is assembled beside DIR and replaces it whole at the end.
  serve [-no-build] [-addr ADDR]
                         build ./site, then serve it (default 127.0.0.1:8080, or 127.0.0.1:$PORT);
                         -no-build serves the last build as it is. Any serve.go flag is passed on.
                         A build while it serves is picked up at once (docs/serving.md).
  test                   run every test, as CI does: gofmt, go vet (native and js/wasm), go test
                         (native, under the race detector, -short), every fuzz target for a short
                         count, the engine's tests under node, then the site in Chromium (e2e).
  bench [FLAG...]        build ./site, then measure it against the speed and size budget: bytes
                         over the wire, time to a playable board, move and new-game latency,
                         memory growth, the engine's benchmarks and solver surveys, Lighthouse.
                         Prints the report and writes site/bench.json; flags go to e2e/bench
                         (go run ./e2e/bench -help lists them).
  help                   show this text.
EOF
}

# header prints the header of a section of the output.
header() {
	printf '\n==== %s ====\n' "$*"
}

# build_site DIR builds the site into DIR: the two modules here, the rest in Go
# (internal/site/assemble), which assembles the site in a new folder and swaps it in whole, so
# that a server of DIR never sees half a build.
build_site() {
	local dir
	dir=$(realpath -m -- "${1:-site}")
	if [[ $repo == "$dir" || $repo == "$dir"/* ]]; then
		echo "build.sh: refusing to build into $dir, which holds the repository" >&2
		return 2
	fi
	local tmp rc=0
	tmp=$(mktemp -d)
	build_in "$tmp" "$dir" || rc=$?
	rm -rf "$tmp"
	[[ $rc -eq 0 ]] || return "$rc"
	echo "  $(du -sh "$dir" | cut -f1) in all"
	local w
	for w in main embed; do
		echo "  $w.wasm $(size_of "$dir/$w.wasm") raw, $(size_of "$dir/$w.wasm.gz") gzip, $(size_of "$dir/$w.wasm.br") brotli"
	done
}

# build_in TMP DIR builds the site into DIR, with TMP for the assembler and the modules. The
# two modules come from the same code: main.wasm for the site's page, and embed.wasm, which adds
# the postMessage API of the embed page (wasm/control/embed.go, build tag embedpage) and the message
# validation it needs. boot.js loads the one its page needs.
build_in() {
	local tmp=$1 dir=$2
	go build -o "$tmp/assemble" ./internal/site/assemble || return
	"$tmp/assemble" -check -out "$dir" || return # before minutes of compiling, not after
	echo "compiling main.wasm, embed.wasm and the workers' modules (minutes the first time; Go's build cache speeds up the next)"
	# The page's modules are compiled without inlining (-l), but for the runtime's internal
	# packages (maps, atomics): the page spends its time in DOM calls and runs the engine a few
	# times a move, not in hot loops; the solvers' hot loops run in solve.wasm, built below with
	# every optimisation. Inlining's copies of small functions, and the tables that map each
	# inlined call back to its source line for stack traces, made main.wasm ~24 KB larger in
	# brotli for the page's packages, ~35 KB for the engine's and the standard library's, and
	# ~41 KB for the runtime's. What that costs in speed, the bench measures (the moves' and new
	# games' latency, the start-up against a floor page built the same way: e2e/bench/floor.go).
	local gcflags=(-gcflags=all=-l -gcflags=internal/runtime/...=)
	# The pages leave the solvers out (tag nosolvers, see engine.Solvers): they run in the
	# solve.wasm worker, built with every optimisation, as its searches are its whole work.
	GOOS=js GOARCH=wasm go build -trimpath "${gcflags[@]}" -ldflags='-s -w' -tags nosolvers -o "$tmp/main.wasm" ./wasm || return
	GOOS=js GOARCH=wasm go build -trimpath "${gcflags[@]}" -ldflags='-s -w' -tags embedpage,nosolvers -o "$tmp/embed.wasm" ./wasm || return
	GOOS=js GOARCH=wasm go build -trimpath "${gcflags[@]}" -ldflags='-s -w' -o "$tmp/layoutread.wasm" ./wasm/layoutread || return
	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o "$tmp/solve.wasm" ./wasm/solve || return
	echo "assembling the site in a new folder (style sheets, sprite, embed page, build stamp, _headers, packing, .gz and .br)"
	"$tmp/assemble" -out "$dir" -static static -modules "$tmp" -wasm-exec "$(go env GOROOT)/lib/wasm/wasm_exec.js"
}

size_of() {
	local n
	n=$(stat -c %s "$1")
	echo "$((n / 1024)) KiB"
}

# serve_site builds ./site (unless -no-build) and serves it until interrupted. The server runs
# as a child that gets SIGTERM when this script is interrupted or terminated (go run would not
# pass it on).
serve_site() {
	local build=1 args=() a
	for a in "$@"; do
		case $a in
		-no-build | --no-build) build=0 ;;
		*) args+=("$a") ;;
		esac
	done
	if [[ $build -eq 1 ]]; then
		echo "building ./site first (./build.sh serve -no-build serves the last build as it is)"
		build_site site
	elif [[ ! -f site/index.html ]]; then
		echo "build.sh: there is no build in ./site to serve; run ./build.sh serve without -no-build" >&2
		return 1
	else
		echo "serving the last build in ./site as it is, without building"
	fi
	local tmp pid rc=0
	tmp=$(mktemp -d)
	go build -o "$tmp/serve" serve.go
	"$tmp/serve" -dir site "${args[@]}" &
	pid=$!
	trap 'kill -TERM "$pid" 2>/dev/null || true' INT TERM
	wait "$pid" || rc=$?
	while kill -0 "$pid" 2>/dev/null; do # a trapped signal ends wait early
		wait "$pid" || rc=$?
	done
	trap - INT TERM
	rm -rf "$tmp"
	return "$rc"
}

# need_root_install CMD PACKAGE installs PACKAGE with apt-get when CMD is missing and we are
# root, and fails with the command to run otherwise.
need_root_install() {
	local cmd=$1 pkg=$2
	if command -v "$cmd" >/dev/null 2>&1 || [[ -x $cmd ]]; then
		return 0
	fi
	if [[ $(id -u) -ne 0 ]]; then
		echo "build.sh: $cmd is missing; install it with: sudo apt-get update && sudo apt-get install -y $pkg" >&2
		return 1
	fi
	echo "$cmd is missing: installing $pkg"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update && apt-get install -y "$pkg" </dev/null
}

test_gofmt() {
	local bad
	bad=$(find . \( -path ./site -o -path ./.git -o -name testdata -o -name artifacts \) -prune -o -name '*.go' -print0 | xargs -0 gofmt -l)
	if [[ -n $bad ]]; then
		echo "gofmt would change these files (run gofmt -w on them):"
		echo "$bad"
		return 1
	fi
	echo "all Go files are formatted"
}

test_vet() {
	go vet ./...
	GOOS=js GOARCH=wasm go vet ./wasm/... ./e2e/bench/floor
	GOOS=js GOARCH=wasm go vet -tags embedpage,nosolvers ./wasm/...
	echo "vet found nothing"
}

test_native() {
	# A native test runs the site's zoom.js under node: install it here, not only in test_js.
	need_root_install node nodejs
	# The e2e suite needs the built site and a browser: it runs last, on its own.
	local pkgs
	pkgs=$(go list -e ./... | grep -v '^mahjong/e2e$')
	# Under the race detector, which slows the solvers' loops several times over, and with
	# -short, which trims the three solver surveys (engine/daily's picks to each range's first
	# day, engine/shanghai's deals to 20 of each layout and 10 of each library layout); go test
	# ./engine/... runs the surveys whole. The solvers' long tables of cases run one case in
	# four under the race detector (enginetest.Sampled), and whole in test_js, without it. On a 2-core machine at a load of 40 to 45 (other
	# builds and browsers), the step took 602 s without -race (engine/freecell 85 s,
	# engine/shanghai 105 s, engine/daily 140 s); with -race -short, engine/freecell took
	# 540 s and engine/shanghai passed go test's default bound of 10 minutes a package, hence
	# the bound here, a safety net for a hung test rather than a speed target.
	# shellcheck disable=SC2086 # one argument per package
	go test -race -short -timeout 30m $pkgs
	# The embed page's controller (build tag embedpage): its postMessage API and its tests.
	go test -race -short -timeout 30m -tags embedpage ./wasm/control
}

# fuzz_count is how many inputs each fuzz target tries in ./build.sh test: enough for the
# mutator to grow each seed into a few hundred malformed inputs, short enough for CI. A count,
# not a duration: -fuzztime with a duration trips a race in Go 1.26's fuzz coordinator.
fuzz_count=300

# test_fuzz runs every fuzz target of the module, each func FuzzX of a package's _test.go
# files, found afresh on every run, for fuzz_count inputs. Each package's test binary is built
# once, with the fuzzer's instrumentation, and runs each of its targets in turn: building is
# most of the step's time. A failing input is kept under the package's testdata/fuzz/ (the
# binary runs in the package's folder, as go test does), where go test replays it from then on.
test_fuzz() {
	local dir file name names out n=0 failed=0 tmp
	tmp=$(mktemp -d)
	for dir in $(go list -f '{{.Dir}}' ./...); do
		names=()
		for file in "$dir"/*_test.go; do
			[[ -f $file ]] || continue
			names+=($(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' "$file"))
		done
		[[ ${#names[@]} -gt 0 ]] || continue
		if ! out=$(go test -c -fuzz . -o "$tmp/pkg.test" "$dir" 2>&1); then
			failed=$((failed + ${#names[@]}))
			echo "FAIL building the fuzz targets of ${dir#"$repo"/}:"
			echo "$out"
			continue
		fi
		for name in "${names[@]}"; do
			n=$((n + 1))
			if out=$(cd "$dir" && "$tmp/pkg.test" -test.run '^$' -test.fuzz "^$name\$" \
				-test.fuzztime "${fuzz_count}x" -test.fuzzcachedir "$tmp/cache" 2>&1); then
				echo "ok   $name (${dir#"$repo"/})"
			else
				failed=$((failed + 1))
				echo "FAIL $name (${dir#"$repo"/}):"
				echo "$out"
			fi
		done
	done
	rm -rf "$tmp"
	if [[ $n -eq 0 ]]; then
		echo "build.sh: found no fuzz target; the search for func Fuzz is broken" >&2
		return 1
	fi
	echo "$n fuzz targets, ${fuzz_count} inputs each: $failed failed"
	[[ $failed -eq 0 ]]
}

test_js() {
	need_root_install node nodejs
	PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test -short ./engine/... ./wasm/remote/... ./wasm/dom ./wasm/link/hostjs ./wasm/layoutread/...
}

# find_chromium prints the browser that the e2e tests and the bench drive: $CHROMIUM when it
# is set, else Debian's chromium, installed when it is missing (see need_root_install).
find_chromium() {
	if [[ -n ${CHROMIUM:-} ]]; then
		if [[ ! -x $CHROMIUM ]]; then
			echo "build.sh: \$CHROMIUM is $CHROMIUM, which is not an executable" >&2
			return 1
		fi
		echo "$CHROMIUM"
		return 0
	fi
	need_root_install /usr/bin/chromium chromium >&2 || return 1
	echo /usr/bin/chromium
}

# npm_install installs version VERSION of the npm package NAME into the folder PREFIX
# (under .cache, git-ignored) unless that exact version is there already.
npm_install() {
	local name=$1 version=$2 prefix=$3
	local pkg=$prefix/node_modules/$name/package.json
	if [[ -f $pkg ]] && grep -q "\"version\": \"$version\"" "$pkg"; then
		return 0
	fi
	need_root_install npm npm || return 1
	echo "installing $name@$version into $prefix"
	npm install --prefix "$prefix" --no-audit --no-fund --save-exact "$name@$version"
}

test_e2e() {
	local chromium
	chromium=$(find_chromium) || return 1
	install_axe || return 1
	build_site site
	# The bound is a safety net for a hung browser, not a speed target: the suite plays whole
	# games (one by keyboard alone) and takes several minutes on a loaded machine.
	CHROMIUM=$chromium go test -count=1 -timeout 25m -v ./e2e -args -site="$repo/site"
}

# axe_version is the axe-core the accessibility test (e2e/a11y_test.go) injects into the page.
axe_version=4.10.2

# install_axe installs axe-core into .cache/npm, and fails loudly when it cannot.
install_axe() {
	if ! npm_install axe-core "$axe_version" .cache/npm; then
		echo "build.sh: could not install axe-core@$axe_version with npm; the accessibility test needs it" >&2
		return 1
	fi
}

# lighthouse_version is the Lighthouse the bench runs, installed into .cache/lighthouse.
lighthouse_version=12.8.2

# bench_site builds ./site and runs the bench (e2e/bench) on it, with Lighthouse when npm can
# install it.
bench_site() {
	local chromium lh=.cache/lighthouse lh_args=()
	chromium=$(find_chromium) || return 1
	npm_install lighthouse "$lighthouse_version" "$lh" >&2 ||
		echo "build.sh: could not install lighthouse@$lighthouse_version with npm; the bench runs without it" >&2
	if [[ -f $lh/node_modules/lighthouse/cli/index.js ]]; then
		lh_args=(-lighthouse "$repo/$lh/node_modules/lighthouse/cli/index.js")
	fi
	build_site site
	nice go run ./e2e/bench -site "$repo/site" -repo "$repo" -chromium "$chromium" "${lh_args[@]}" "$@"
}

test_all() {
	local start=$SECONDS failed=() steps=(
		"gofmt:test_gofmt"
		"go vet:test_vet"
		"go test -race -short (native):test_native"
		"fuzz (${fuzz_count} inputs a target):test_fuzz"
		"go test (js/wasm under node):test_js"
		"e2e (site in Chromium):test_e2e"
	)
	local s name fn rc t0
	for s in "${steps[@]}"; do
		name=${s%%:*} fn=${s#*:}
		header "$name"
		t0=$SECONDS
		# Each step runs in a subshell with errexit on, so that its first failing command ends it.
		set +e
		(set -e; "$fn")
		rc=$?
		set -e
		if [[ $rc -eq 0 ]]; then
			echo "---- $name: ok ($((SECONDS - t0))s)"
		else
			failed+=("$name")
			echo "---- $name: FAILED ($((SECONDS - t0))s)"
		fi
	done
	echo
	if [[ ${#failed[@]} -eq 0 ]]; then
		echo "==== PASS: all ${#steps[@]} steps passed in $((SECONDS - start))s ===="
		return 0
	fi
	local list
	list=$(printf '%s; ' "${failed[@]}")
	echo "==== FAIL: ${#failed[@]} of ${#steps[@]} steps failed (${list%; }) in $((SECONDS - start))s ===="
	return 1
}

cmd=${1:-build}
[[ $# -gt 0 ]] && shift
case $cmd in
build)
	[[ $# -le 1 ]] || { usage >&2; exit 2; }
	if [[ $# -eq 1 && $1 != /* ]]; then
		set -- "$caller/$1"
	fi
	build_site "${1:-site}"
	;;
serve) serve_site "$@" ;;
bench) bench_site "$@" ;;
test)
	[[ $# -eq 0 ]] || { usage >&2; exit 2; }
	test_all
	;;
help | -h | --help) usage ;;
*)
	echo "build.sh: unknown command \"$cmd\"" >&2
	usage >&2
	exit 2
	;;
esac
