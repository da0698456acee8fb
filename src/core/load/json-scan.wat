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
    (i32.const -1)))
