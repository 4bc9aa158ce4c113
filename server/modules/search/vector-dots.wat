;; The inner loop of meaning search: one query against many stored vectors, 16 dimensions a step.
;; Stored vectors are signed bytes, the query is signed 16-bit; each row's dot product is written
;; as an i32. Compiled to vector-dots.wasm.ts by `npm run build:wasm`.
(module
  (memory (export "memory") 1)
  ;; out[i] = sum over d of query[d] * codes[row i][d], for rows 0..count-1 stored one after another.
  ;; dims must be a multiple of 16.
  (func (export "dots")
    (param $query i32) (param $codes i32) (param $count i32) (param $dims i32) (param $out i32)
    (local $row i32) (local $d i32) (local $q i32) (local $c v128) (local $sum v128)
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $row) (local.get $count)))
        (local.set $sum (v128.const i32x4 0 0 0 0))
        (local.set $d (i32.const 0))
        (local.set $q (local.get $query))
        (loop $dimensions
          (local.set $c (v128.load (local.get $codes)))
          (local.set $sum
            (i32x4.add (local.get $sum)
              (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $c)) (v128.load (local.get $q)))))
          (local.set $sum
            (i32x4.add (local.get $sum)
              (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $c)) (v128.load offset=16 (local.get $q)))))
          (local.set $codes (i32.add (local.get $codes) (i32.const 16)))
          (local.set $q (i32.add (local.get $q) (i32.const 32)))
          (local.set $d (i32.add (local.get $d) (i32.const 16)))
          (br_if $dimensions (i32.lt_u (local.get $d) (local.get $dims))))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $row) (i32.const 2)))
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $sum)) (i32x4.extract_lane 1 (local.get $sum)))
            (i32.add (i32x4.extract_lane 2 (local.get $sum)) (i32x4.extract_lane 3 (local.get $sum)))))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows)))))
