;; The nesting and non-ASCII scan of UTF-8 JSON bytes (scanJsonBytes in parse-text.ts), sixteen
;; bytes at a time with WebAssembly's 128-bit SIMD. Written by hand because it is faster: in a fresh
;; worker of Chromium 156 it takes Stripe's 5 MB in about 6 ms with the copy into this memory,
;; against 16 ms for the JavaScript loop, and the scan is on the way to the first screen (see the
;; README's Benchmark, fourteenth round). `node scripts/wasm.mjs` compiles it into
;; json-scan-wasm.ts; src/core/load/wasm-scan.test.ts checks that the two agree and that the scan
;; gives what the JavaScript loop gives.
;;
;; The bytes are at offset 0 of the memory, followed by at least 16 zero bytes. `scan` reads the
;; 16-byte blocks from `from` to `to` (multiples of 16) and keeps its state between calls in the
;; globals, so a caller can scan a large text in slices: V8 runs a long call in its baseline
;; compiler and the later calls in its optimizing one. In each block, one comparison per kind of
;; byte gives a 16-bit mask (i8x16.bitmask): quotes, backslashes, opening and closing brackets,
;; bytes of 0x80 or above. Only the set bits are then walked in order, and in a string only the
;; quotes and backslashes are: a block of text without either is passed over in a few
;; instructions. Semantics are the JavaScript loop's exactly: outside a string a quote opens one
;; and brackets count; inside one a backslash makes the next byte plain (also across blocks) and a
;; quote closes it.
(module
  (memory (export "memory") 1)
  (global $depth (mut i32) (i32.const 0))
  (global $inString (mut i32) (i32.const 0))
  ;; A backslash in a string ended the last block: the next block's first byte is escaped.
  (global $pending (mut i32) (i32.const 0))
  (global $firstNonAscii (export "firstNonAscii") (mut i32) (i32.const -1))
  ;; The index of containers (see `record`): their nesting level at most, where the open
  ;; containers' entries are, level by level, where the next entry goes, and where the space ends.
  (global $record (mut i32) (i32.const 0))
  (global $stack (mut i32) (i32.const 0))
  (global $out (export "out") (mut i32) (i32.const 0))
  (global $outEnd (mut i32) (i32.const 0))

  (func (export "reset")
    (global.set $depth (i32.const 0))
    (global.set $inString (i32.const 0))
    (global.set $pending (i32.const 0))
    (global.set $firstNonAscii (i32.const -1))
    (global.set $record (i32.const 0)))

  ;; From now on, `scan` also lists each container nested $level deep or less (the top one is 1),
  ;; in the order they open, as two i32 from $out on: the offsets of its opening and its closing
  ;; bracket (0 until it closes). $stack has room for $level + 1 i32: the entry of the container
  ;; open at each level. `scan` returns -2 when an entry would pass $outEnd.
  (func (export "record") (param $level i32) (param $stack i32) (param $out i32) (param $outEnd i32)
    (global.set $record (local.get $level))
    (global.set $stack (local.get $stack))
    (global.set $out (local.get $out))
    (global.set $outEnd (local.get $outEnd)))

  ;; Whether a container at nesting $depth is listed (not past a stray closing bracket, nor with no list).
  (func $recorded (param $depth i32) (result i32)
    (i32.and (i32.gt_s (local.get $depth) (i32.const 0)) (i32.le_s (local.get $depth) (global.get $record))))

  ;; A container at nesting $depth opens at $offset: its entry; false when there is no room left.
  (func $opened (param $depth i32) (param $offset i32) (result i32)
    (if (i32.ge_u (global.get $out) (global.get $outEnd)) (then (return (i32.const 0))))
    (i32.store (global.get $out) (local.get $offset))
    (i32.store (i32.add (global.get $stack) (i32.shl (local.get $depth) (i32.const 2))) (global.get $out))
    (global.set $out (i32.add (global.get $out) (i32.const 8)))
    (i32.const 1))

  ;; The container open at nesting $depth closes at $offset.
  (func $closed (param $depth i32) (param $offset i32)
    (i32.store offset=4 (i32.load (i32.add (global.get $stack) (i32.shl (local.get $depth) (i32.const 2)))) (local.get $offset)))

  ;; Bits of the block's opening ({ [) or closing (} ]) brackets. `[` is 0x5b and `{` 0x7b, `]` 0x5d
  ;; and `}` 0x7d: with bit 0x20 set, each pair is one byte to compare with.
  (func $brackets (param $v v128) (param $which i32) (result i32)
    (i8x16.bitmask (i8x16.eq
      (v128.or (local.get $v) (v128.const i8x16 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20))
      (i8x16.splat (local.get $which)))))

  ;; Scans the blocks from $from to $to; returns the offset of the bracket where the nesting first
  ;; goes deeper than $max, or -1 (the state then carries on to the next call).
  (func (export "scan") (param $from i32) (param $to i32) (param $max i32) (result i32)
    (local $b i32) (local $v v128) (local $q i32) (local $bs i32) (local $open i32) (local $close i32)
    (local $events i32) (local $k i32) (local $bit i32) (local $depth i32) (local $inString i32) (local $high i32)
    (local.set $depth (global.get $depth))
    (local.set $inString (global.get $inString))
    (local.set $b (local.get $from))
    (block $done
      (loop $blocks
        (br_if $done (i32.ge_u (local.get $b) (local.get $to)))
        (local.set $v (v128.load (local.get $b)))
        ;; The first byte of 0x80 or above (its top bit is the lane's sign).
        (if (i32.lt_s (global.get $firstNonAscii) (i32.const 0))
          (then
            (local.set $high (i8x16.bitmask (local.get $v)))
            (if (local.get $high)
              (then (global.set $firstNonAscii (i32.add (local.get $b) (i32.ctz (local.get $high))))))))
        (local.set $q (i8x16.bitmask (i8x16.eq (local.get $v) (v128.const i8x16 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22))))
        (local.set $bs (i8x16.bitmask (i8x16.eq (local.get $v) (v128.const i8x16 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c))))
        (local.set $events (i32.or (local.get $q) (local.get $bs)))
        (if (i32.eqz (local.get $inString))
          (then
            (local.set $open (call $brackets (local.get $v) (i32.const 0x7b)))
            (local.set $close (call $brackets (local.get $v) (i32.const 0x7d)))
            (local.set $events (i32.or (local.get $events) (i32.or (local.get $open) (local.get $close))))))
        (if (global.get $pending)
          (then
            (global.set $pending (i32.const 0))
            (local.set $events (i32.and (local.get $events) (i32.const -2)))))
        ;; The block's events, lowest first.
        (block $blockDone
          (loop $each
            (br_if $blockDone (i32.eqz (local.get $events)))
            (local.set $k (i32.ctz (local.get $events)))
            (local.set $bit (i32.shl (i32.const 1) (local.get $k)))
            (local.set $events (i32.and (local.get $events) (i32.sub (local.get $events) (i32.const 1))))
            (if (local.get $inString)
              (then
                (if (i32.and (local.get $bs) (local.get $bit))
                  (then
                    ;; The next byte is escaped: in the next block when this is its last.
                    (if (i32.eq (local.get $k) (i32.const 15))
                      (then (global.set $pending (i32.const 1)))
                      (else (local.set $events (i32.and (local.get $events) (i32.xor (i32.shl (local.get $bit) (i32.const 1)) (i32.const -1)))))))
                  (else
                    ;; The closing quote: the block's brackets after it count.
                    (local.set $inString (i32.const 0))
                    (local.set $open (call $brackets (local.get $v) (i32.const 0x7b)))
                    (local.set $close (call $brackets (local.get $v) (i32.const 0x7d)))
                    (local.set $events (i32.or (local.get $events)
                      (i32.and (i32.or (local.get $open) (local.get $close))
                        (i32.xor (i32.sub (i32.shl (local.get $bit) (i32.const 1)) (i32.const 1)) (i32.const -1))))))))
              (else
                (if (i32.and (local.get $q) (local.get $bit))
                  (then
                    ;; An opening quote: from here to the closing one only quotes and backslashes matter.
                    (local.set $inString (i32.const 1))
                    (local.set $events (i32.and (local.get $events) (i32.or (local.get $q) (local.get $bs)))))
                  (else
                    (if (i32.and (local.get $open) (local.get $bit))
                      (then
                        (local.set $depth (i32.add (local.get $depth) (i32.const 1)))
                        (if (call $recorded (local.get $depth))
                          (then
                            (if (i32.eqz (call $opened (local.get $depth) (i32.add (local.get $b) (local.get $k))))
                              (then (return (i32.const -2))))))
                        (if (i32.gt_s (local.get $depth) (local.get $max))
                          (then
                            (global.set $depth (local.get $depth))
                            (return (i32.add (local.get $b) (local.get $k))))))
                      (else
                        ;; A closing bracket (a backslash outside a string is no event: it is not JSON, and the JavaScript loop skips it).
                        (if (i32.and (local.get $close) (local.get $bit))
                          (then
                            (if (call $recorded (local.get $depth))
                              (then (call $closed (local.get $depth) (i32.add (local.get $b) (local.get $k)))))
                            (local.set $depth (i32.sub (local.get $depth) (i32.const 1)))))))))))
            (br $each)))
        (local.set $b (i32.add (local.get $b) (i32.const 16)))
        (br $blocks)))
    (global.set $depth (local.get $depth))
    (global.set $inString (local.get $inString))
    (i32.const -1))

  ;; ---- The skeleton's cut (outlineSkeleton in outline-skeleton.ts), after a `scan` that recorded.
  ;; Written here rather than in JavaScript because in a fresh worker JavaScript runs this walk in
  ;; its interpreter: Kubernetes' 4 MB, with 15,000 keys in its operations, took 20 ms there and
  ;; takes about 1 ms here (README Benchmark, seventeenth round). Same semantics as the Cutter in
  ;; outline-skeleton.ts, which stays for pages that refuse WebAssembly and for escaped keys.
  ;;
  ;; The rules are a table in this memory (skeletonRuleTable in outline-skeleton.ts), from $rules:
  ;; rule r at $rules + 12r is (action for any other key, entry count, entries' offset from $rules);
  ;; an entry is (key length, key's offset from $rules, action). An action is 0 drop, 1 keep as
  ;; written, 2 replace an object by {}, 3 + r cut the object by rule r.
  (global $len (mut i32) (i32.const 0))
  (global $max (mut i32) (i32.const 0))
  (global $rules (mut i32) (i32.const 0))
  ;; The next entry of the container list to look at: the cut asks for containers in the order they open.
  (global $cursor (mut i32) (i32.const 0))
  (global $pairsEnd (mut i32) (i32.const 0))
  (global $written (export "written") (mut i32) (i32.const 0))
  (global $writeEnd (mut i32) (i32.const 0))
  ;; Whether the last string read held a backslash.
  (global $escaped (mut i32) (i32.const 0))

  ;; Cuts the object at $start (the top one, nesting 1) into the memory from $write on (room up to
  ;; $writeEnd). The container list is the one `record` and `scan` made, from $pairs to the global
  ;; $out. Returns the offset after the object; -1 when the bytes are not structured as JSON, -2
  ;; when the room runs out, -3 at a key with an escape in an object whose rule names keys (the
  ;; JavaScript cut reads those).
  (func (export "cut") (param $start i32) (param $len i32) (param $max i32) (param $pairs i32) (param $rules i32) (param $write i32) (param $writeEnd i32) (result i32)
    (global.set $len (local.get $len))
    (global.set $max (local.get $max))
    (global.set $rules (local.get $rules))
    (global.set $cursor (local.get $pairs))
    (global.set $pairsEnd (global.get $out))
    (global.set $written (local.get $write))
    (global.set $writeEnd (local.get $writeEnd))
    (call $object (local.get $start) (i32.const 0) (i32.const 1)))

  ;; The first offset from $i that is not JSON white space (the zero bytes after the text are not).
  (func $ws (param $i i32) (result i32)
    (local $c i32)
    (loop $more
      (local.set $c (i32.load8_u (local.get $i)))
      (if (i32.or (i32.or (i32.eq (local.get $c) (i32.const 0x20)) (i32.eq (local.get $c) (i32.const 0x0a)))
                  (i32.or (i32.eq (local.get $c) (i32.const 0x0d)) (i32.eq (local.get $c) (i32.const 0x09))))
        (then
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $more))))
    (local.get $i))

  ;; The offset after the string whose opening quote is at $i, sixteen bytes at a time; -1 when it
  ;; does not close before the end of the text. Sets $escaped when it holds a backslash.
  (func $string (param $i i32) (result i32)
    (local $j i32) (local $v v128) (local $m i32) (local $p i32)
    (local.set $j (i32.add (local.get $i) (i32.const 1)))
    (loop $blocks
      (if (i32.ge_u (local.get $j) (global.get $len)) (then (return (i32.const -1))))
      (local.set $v (v128.load (local.get $j)))
      (local.set $m (i32.or
        (i8x16.bitmask (i8x16.eq (local.get $v) (v128.const i8x16 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22)))
        (i8x16.bitmask (i8x16.eq (local.get $v) (v128.const i8x16 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c)))))
      (if (i32.eqz (local.get $m))
        (then
          (local.set $j (i32.add (local.get $j) (i32.const 16)))
          (br $blocks)))
      (local.set $p (i32.add (local.get $j) (i32.ctz (local.get $m))))
      ;; Past the text are the container list's numbers, which may hold either byte.
      (if (i32.ge_u (local.get $p) (global.get $len)) (then (return (i32.const -1))))
      (if (i32.eq (i32.load8_u (local.get $p)) (i32.const 0x22)) (then (return (i32.add (local.get $p) (i32.const 1)))))
      ;; A backslash: the byte after it is plain.
      (global.set $escaped (i32.const 1))
      (local.set $j (i32.add (local.get $p) (i32.const 2)))
      (br $blocks))
    (unreachable))

  ;; The offset after the container opening at $i nested $depth deep, from the list; -1 when the
  ;; list does not hold it (deeper than it goes) or it does not close.
  (func $indexed (param $i i32) (param $depth i32) (result i32)
    (local $c i32) (local $close i32)
    (if (i32.gt_s (local.get $depth) (global.get $record)) (then (return (i32.const -1))))
    (local.set $c (global.get $cursor))
    (block $found
      (loop $next
        (br_if $found (i32.ge_u (local.get $c) (global.get $pairsEnd)))
        (br_if $found (i32.ge_s (i32.load (local.get $c)) (local.get $i)))
        (local.set $c (i32.add (local.get $c) (i32.const 8)))
        (br $next)))
    (global.set $cursor (local.get $c))
    (if (i32.ge_u (local.get $c) (global.get $pairsEnd)) (then (return (i32.const -1))))
    (if (i32.ne (i32.load (local.get $c)) (local.get $i)) (then (return (i32.const -1))))
    (local.set $close (i32.load offset=4 (local.get $c)))
    (if (i32.le_s (local.get $close) (local.get $i)) (then (return (i32.const -1))))
    (i32.add (local.get $close) (i32.const 1)))

  ;; The offset after the value at $i (no white space before it) nested $depth deep; negative as `cut`.
  (func $skip (param $i i32) (param $depth i32) (result i32)
    (local $c i32) (local $d i32) (local $known i32)
    (local.set $c (i32.load8_u (local.get $i)))
    (if (i32.eq (local.get $c) (i32.const 0x22)) (then (return (call $string (local.get $i)))))
    (if (i32.eq (i32.or (local.get $c) (i32.const 0x20)) (i32.const 0x7b))
      (then
        (local.set $known (call $indexed (local.get $i) (local.get $depth)))
        (if (i32.ge_s (local.get $known) (i32.const 0)) (then (return (local.get $known))))
        ;; Deeper than the list: bracket by bracket.
        (local.set $d (local.get $depth))
        (if (i32.gt_s (local.get $d) (global.get $max)) (then (return (i32.const -1))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (loop $bytes
          (if (i32.ge_u (local.get $i) (global.get $len)) (then (return (i32.const -1))))
          (local.set $c (i32.load8_u (local.get $i)))
          (if (i32.eq (local.get $c) (i32.const 0x22))
            (then
              (local.set $i (call $string (local.get $i)))
              (if (i32.lt_s (local.get $i) (i32.const 0)) (then (return (local.get $i))))
              (br $bytes)))
          (if (i32.eq (i32.or (local.get $c) (i32.const 0x20)) (i32.const 0x7b))
            (then
              (local.set $d (i32.add (local.get $d) (i32.const 1)))
              (if (i32.gt_s (local.get $d) (global.get $max)) (then (return (i32.const -1))))))
          (if (i32.eq (i32.or (local.get $c) (i32.const 0x20)) (i32.const 0x7d))
            (then
              (local.set $d (i32.sub (local.get $d) (i32.const 1)))
              (if (i32.lt_s (local.get $d) (local.get $depth)) (then (return (i32.add (local.get $i) (i32.const 1)))))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $bytes))))
    ;; A number or literal: up to the next delimiter.
    (loop $bytes
      (if (i32.ge_u (local.get $i) (global.get $len)) (then (return (local.get $i))))
      (local.set $c (i32.load8_u (local.get $i)))
      (if (i32.or
            (i32.or (i32.eq (local.get $c) (i32.const 0x2c)) (i32.eq (i32.or (local.get $c) (i32.const 0x20)) (i32.const 0x7d)))
            (i32.or (i32.or (i32.eq (local.get $c) (i32.const 0x20)) (i32.eq (local.get $c) (i32.const 0x0a)))
                    (i32.or (i32.eq (local.get $c) (i32.const 0x0d)) (i32.eq (local.get $c) (i32.const 0x09)))))
        (then (return (local.get $i))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $bytes))
    (unreachable))

  ;; The action of rule $rule for the key whose text runs from $from to $to.
  (func $action (param $rule i32) (param $from i32) (param $to i32) (result i32)
    (local $r i32) (local $e i32) (local $n i32) (local $name i32) (local $k i32) (local $length i32)
    (local.set $r (i32.add (global.get $rules) (i32.mul (local.get $rule) (i32.const 12))))
    (local.set $n (i32.load offset=4 (local.get $r)))
    (local.set $e (i32.add (global.get $rules) (i32.load offset=8 (local.get $r))))
    (local.set $length (i32.sub (local.get $to) (local.get $from)))
    (block $none
      (loop $entries
        (br_if $none (i32.eqz (local.get $n)))
        (if (i32.eq (i32.load (local.get $e)) (local.get $length))
          (then
            (local.set $name (i32.add (global.get $rules) (i32.load offset=4 (local.get $e))))
            (local.set $k (i32.const 0))
            (block $differ
              (loop $chars
                (if (i32.eq (local.get $k) (local.get $length)) (then (return (i32.load offset=8 (local.get $e)))))
                (br_if $differ (i32.ne (i32.load8_u (i32.add (local.get $from) (local.get $k))) (i32.load8_u (i32.add (local.get $name) (local.get $k)))))
                (local.set $k (i32.add (local.get $k) (i32.const 1)))
                (br $chars)))))
        (local.set $e (i32.add (local.get $e) (i32.const 12)))
        (local.set $n (i32.sub (local.get $n) (i32.const 1)))
        (br $entries)))
    (i32.load (local.get $r)))

  ;; Writes the bytes from $from to $to; false when there is no room.
  (func $emit (param $from i32) (param $to i32) (result i32)
    (local $n i32)
    (local.set $n (i32.sub (local.get $to) (local.get $from)))
    (if (i32.gt_u (i32.add (global.get $written) (local.get $n)) (global.get $writeEnd)) (then (return (i32.const 0))))
    (memory.copy (global.get $written) (local.get $from) (local.get $n))
    (global.set $written (i32.add (global.get $written) (local.get $n)))
    (i32.const 1))

  (func $emitByte (param $c i32) (result i32)
    (if (i32.ge_u (global.get $written) (global.get $writeEnd)) (then (return (i32.const 0))))
    (i32.store8 (global.get $written) (local.get $c))
    (global.set $written (i32.add (global.get $written) (i32.const 1)))
    (i32.const 1))

  ;; Copies the object at $i cut by rule $rule; returns the offset after it, negative as `cut`.
  (func $object (param $i i32) (param $rule i32) (param $depth i32) (result i32)
    (local $first i32) (local $keyStart i32) (local $keyEnd i32) (local $value i32) (local $action i32) (local $end i32) (local $v i32)
    (if (i32.gt_s (local.get $depth) (global.get $max)) (then (return (i32.const -1))))
    (if (i32.eqz (call $emitByte (i32.const 0x7b))) (then (return (i32.const -2))))
    (local.set $i (call $ws (i32.add (local.get $i) (i32.const 1))))
    (if (i32.eq (i32.load8_u (local.get $i)) (i32.const 0x7d))
      (then
        (if (i32.eqz (call $emitByte (i32.const 0x7d))) (then (return (i32.const -2))))
        (return (i32.add (local.get $i) (i32.const 1)))))
    (local.set $first (i32.const 1))
    (loop $members
      (if (i32.ge_u (local.get $i) (global.get $len)) (then (return (i32.const -1))))
      (if (i32.ne (i32.load8_u (local.get $i)) (i32.const 0x22)) (then (return (i32.const -1))))
      (local.set $keyStart (local.get $i))
      (global.set $escaped (i32.const 0))
      (local.set $keyEnd (call $string (local.get $i)))
      (if (i32.lt_s (local.get $keyEnd) (i32.const 0)) (then (return (local.get $keyEnd))))
      ;; A key with an escape may read as a name only where the rule names any (`"g\u0065t"` is "get").
      (if (i32.and (global.get $escaped) (i32.ne (i32.load offset=4 (i32.add (global.get $rules) (i32.mul (local.get $rule) (i32.const 12)))) (i32.const 0)))
        (then (return (i32.const -3))))
      (local.set $i (call $ws (local.get $keyEnd)))
      (if (i32.ne (i32.load8_u (local.get $i)) (i32.const 0x3a)) (then (return (i32.const -1))))
      (local.set $value (call $ws (i32.add (local.get $i) (i32.const 1))))
      (local.set $action (call $action (local.get $rule) (i32.add (local.get $keyStart) (i32.const 1)) (i32.sub (local.get $keyEnd) (i32.const 1))))
      (local.set $v (i32.load8_u (local.get $value)))
      (if (i32.eqz (local.get $action))
        (then (local.set $end (call $skip (local.get $value) (i32.add (local.get $depth) (i32.const 1)))))
        (else
          (if (i32.eqz (local.get $first))
            (then (if (i32.eqz (call $emitByte (i32.const 0x2c))) (then (return (i32.const -2))))))
          (local.set $first (i32.const 0))
          (if (i32.eqz (call $emit (local.get $keyStart) (local.get $keyEnd))) (then (return (i32.const -2))))
          (if (i32.eqz (call $emitByte (i32.const 0x3a))) (then (return (i32.const -2))))
          (if (i32.or (i32.eq (local.get $action) (i32.const 1)) (i32.ne (local.get $v) (i32.const 0x7b)))
            (then
              ;; Kept, or not an object where the rule expects one: as written, for the outline to report.
              (local.set $end (call $skip (local.get $value) (i32.add (local.get $depth) (i32.const 1))))
              (if (i32.lt_s (local.get $end) (i32.const 0)) (then (return (local.get $end))))
              (if (i32.eqz (call $emit (local.get $value) (local.get $end))) (then (return (i32.const -2)))))
            (else
              (if (i32.eq (local.get $action) (i32.const 2))
                (then
                  (local.set $end (call $skip (local.get $value) (i32.add (local.get $depth) (i32.const 1))))
                  (if (i32.lt_s (local.get $end) (i32.const 0)) (then (return (local.get $end))))
                  (if (i32.eqz (call $emitByte (i32.const 0x7b))) (then (return (i32.const -2))))
                  (if (i32.eqz (call $emitByte (i32.const 0x7d))) (then (return (i32.const -2)))))
                (else
                  (local.set $end (call $object (local.get $value) (i32.sub (local.get $action) (i32.const 3)) (i32.add (local.get $depth) (i32.const 1))))))))))
      (if (i32.lt_s (local.get $end) (i32.const 0)) (then (return (local.get $end))))
      (local.set $i (call $ws (local.get $end)))
      (if (i32.eq (i32.load8_u (local.get $i)) (i32.const 0x2c))
        (then
          (local.set $i (call $ws (i32.add (local.get $i) (i32.const 1))))
          (br $members)))
      (if (i32.ne (i32.load8_u (local.get $i)) (i32.const 0x7d)) (then (return (i32.const -1))))
      (if (i32.eqz (call $emitByte (i32.const 0x7d))) (then (return (i32.const -2))))
      (return (i32.add (local.get $i) (i32.const 1))))
    (unreachable))

  ;; ---- mayHaveExternalRefBytes (outline-skeleton.ts) over the first $len bytes: 1 when a `$ref`
  ;; key's value does not start with `#`, `{`, `[`, a quote or white space (a reference to another
  ;; file, maybe), else 0. Here because in a fresh worker the JavaScript loop runs in the
  ;; interpreter for each `$`: Kubernetes has 9,900 of them, GitHub's 11.8 MB about 30,000.
  ;; The same answer: wasm-scan.test.ts checks it against the JavaScript on random texts.
  (func (export "refs") (param $len i32) (result i32)
    (local $b i32) (local $m i32) (local $i i32)
    (global.set $len (local.get $len))
    (local.set $b (i32.const 0))
    (loop $blocks
      (if (i32.ge_u (local.get $b) (local.get $len)) (then (return (i32.const 0))))
      (local.set $m (i8x16.bitmask (i8x16.eq (v128.load (local.get $b))
        (v128.const i8x16 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24 0x24))))
      (block $blockDone
        (loop $each
          (br_if $blockDone (i32.eqz (local.get $m)))
          (local.set $i (i32.add (local.get $b) (i32.ctz (local.get $m))))
          (local.set $m (i32.and (local.get $m) (i32.sub (local.get $m) (i32.const 1))))
          (if (i32.lt_u (local.get $i) (local.get $len))
            (then (if (call $externalRefAt (local.get $i)) (then (return (i32.const 1))))))
          (br $each)))
      (local.set $b (i32.add (local.get $b) (i32.const 16)))
      (br $blocks))
    (unreachable))

  ;; The byte at $j, or -1 past the text (JavaScript's undefined).
  (func $at (param $j i32) (result i32)
    (if (result i32) (i32.lt_u (local.get $j) (global.get $len))
      (then (i32.load8_u (local.get $j)))
      (else (i32.const -1))))

  ;; Whether the `$` at $i starts `$ref`, optionally quoted, then `:`, then a value that may name another file.
  (func $externalRefAt (param $i i32) (result i32)
    (local $j i32) (local $c i32)
    (if (i32.ne (call $at (i32.add (local.get $i) (i32.const 1))) (i32.const 0x72)) (then (return (i32.const 0))))
    (if (i32.ne (call $at (i32.add (local.get $i) (i32.const 2))) (i32.const 0x65)) (then (return (i32.const 0))))
    (if (i32.ne (call $at (i32.add (local.get $i) (i32.const 3))) (i32.const 0x66)) (then (return (i32.const 0))))
    (local.set $j (i32.add (local.get $i) (i32.const 4)))
    (local.set $c (call $at (local.get $j)))
    (if (i32.or (i32.eq (local.get $c) (i32.const 0x22)) (i32.eq (local.get $c) (i32.const 0x27)))
      (then (local.set $j (i32.add (local.get $j) (i32.const 1)))))
    (local.set $j (call $skipSpaces (local.get $j)))
    (if (i32.ne (call $at (local.get $j)) (i32.const 0x3a)) (then (return (i32.const 0))))
    (local.set $j (call $skipSpaces (i32.add (local.get $j) (i32.const 1))))
    (local.set $c (call $at (local.get $j)))
    (if (i32.or (i32.eq (local.get $c) (i32.const 0x22)) (i32.eq (local.get $c) (i32.const 0x27)))
      (then (local.set $j (i32.add (local.get $j) (i32.const 1)))))
    (local.set $c (call $at (local.get $j)))
    (if (i32.eq (local.get $c) (i32.const -1)) (then (return (i32.const 0))))
    (if (i32.or (i32.or (i32.eq (local.get $c) (i32.const 0x23)) (i32.eq (local.get $c) (i32.const 0x7b)))
                (i32.or (i32.eq (local.get $c) (i32.const 0x5b)) (i32.or (i32.eq (local.get $c) (i32.const 0x22)) (i32.eq (local.get $c) (i32.const 0x27)))))
      (then (return (i32.const 0))))
    (if (call $spaceAt (local.get $j)) (then (return (i32.const 0))))
    (i32.const 1))

  ;; The first offset from $j that does not start a `\s` character.
  (func $skipSpaces (param $j i32) (result i32)
    (local $n i32)
    (loop $more
      (local.set $n (call $spaceAt (local.get $j)))
      (if (local.get $n)
        (then
          (local.set $j (i32.add (local.get $j) (local.get $n)))
          (br $more))))
    (local.get $j))

  ;; Bytes of the character at $j when a regular expression's `\s` matches it (spaceAt in
  ;; outline-skeleton.ts: ASCII white space, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
  ;; U+205F, U+3000, U+FEFF, in UTF-8), else 0.
  (func $spaceAt (param $j i32) (result i32)
    (local $c i32) (local $d i32) (local $e i32)
    (local.set $c (call $at (local.get $j)))
    (if (i32.eq (local.get $c) (i32.const -1)) (then (return (i32.const 0))))
    (if (i32.or (i32.eq (local.get $c) (i32.const 0x20)) (i32.and (i32.ge_s (local.get $c) (i32.const 0x09)) (i32.le_s (local.get $c) (i32.const 0x0d))))
      (then (return (i32.const 1))))
    (if (i32.lt_s (local.get $c) (i32.const 0xc2)) (then (return (i32.const 0))))
    (local.set $d (call $at (i32.add (local.get $j) (i32.const 1))))
    (local.set $e (call $at (i32.add (local.get $j) (i32.const 2))))
    (if (i32.eq (local.get $c) (i32.const 0xc2))
      (then (return (select (i32.const 2) (i32.const 0) (i32.eq (local.get $d) (i32.const 0xa0))))))
    (if (i32.eq (local.get $c) (i32.const 0xe1))
      (then (return (select (i32.const 3) (i32.const 0) (i32.and (i32.eq (local.get $d) (i32.const 0x9a)) (i32.eq (local.get $e) (i32.const 0x80)))))))
    (if (i32.and (i32.eq (local.get $c) (i32.const 0xe2)) (i32.eq (local.get $d) (i32.const 0x80)))
      (then (return (select (i32.const 3) (i32.const 0)
        (i32.or (i32.and (i32.ge_s (local.get $e) (i32.const 0x80)) (i32.le_s (local.get $e) (i32.const 0x8a)))
          (i32.or (i32.eq (local.get $e) (i32.const 0xa8)) (i32.or (i32.eq (local.get $e) (i32.const 0xa9)) (i32.eq (local.get $e) (i32.const 0xaf)))))))))
    (if (i32.eq (local.get $c) (i32.const 0xe2))
      (then (return (select (i32.const 3) (i32.const 0) (i32.and (i32.eq (local.get $d) (i32.const 0x81)) (i32.eq (local.get $e) (i32.const 0x9f)))))))
    (if (i32.eq (local.get $c) (i32.const 0xe3))
      (then (return (select (i32.const 3) (i32.const 0) (i32.and (i32.eq (local.get $d) (i32.const 0x80)) (i32.eq (local.get $e) (i32.const 0x80)))))))
    (if (i32.eq (local.get $c) (i32.const 0xef))
      (then (return (select (i32.const 3) (i32.const 0) (i32.and (i32.eq (local.get $d) (i32.const 0xbb)) (i32.eq (local.get $e) (i32.const 0xbf)))))))
    (i32.const 0)))

