;; The inner loops of meaning search. `dots` and `dotsOf`: one query against stored vectors, 16
;; dimensions a step; stored vectors are signed bytes, the query is signed 16-bit; each dot product
;; is written as an i32. `distances`: how many sign bits of each stored vector differ from the
;; query's, 64 at a step, for a first pass over large catalogs. Compiled to vector-dots.wasm.ts by
;; `npm run build:wasm`.
(module
  (memory (export "memory") 1)
  ;; The dot product of the query with one stored vector at $codes. dims must be a multiple of 16.
  (func $dot (param $query i32) (param $codes i32) (param $dims i32) (result i32)
    (local $d i32) (local $c v128) (local $sum v128)
    (loop $dimensions
      (local.set $c (v128.load (local.get $codes)))
      (local.set $sum
        (i32x4.add (local.get $sum)
          (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $c)) (v128.load (local.get $query)))))
      (local.set $sum
        (i32x4.add (local.get $sum)
          (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $c)) (v128.load offset=16 (local.get $query)))))
      (local.set $codes (i32.add (local.get $codes) (i32.const 16)))
      (local.set $query (i32.add (local.get $query) (i32.const 32)))
      (local.set $d (i32.add (local.get $d) (i32.const 16)))
      (br_if $dimensions (i32.lt_u (local.get $d) (local.get $dims))))
    (call $sum (local.get $sum)))

  ;; out[i] = the query's dot product with row i, for rows 0..count-1 stored one after another.
  (func (export "dots")
    (param $query i32) (param $codes i32) (param $count i32) (param $dims i32) (param $out i32)
    (local $row i32)
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $row) (local.get $count)))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $row) (i32.const 2)))
          (call $dot (local.get $query) (local.get $codes) (local.get $dims)))
        (local.set $codes (i32.add (local.get $codes) (local.get $dims)))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows))))

  ;; The four lanes of a sum added up.
  (func $sum (param $v v128) (result i32)
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $v)) (i32x4.extract_lane 1 (local.get $v)))
      (i32.add (i32x4.extract_lane 2 (local.get $v)) (i32x4.extract_lane 3 (local.get $v)))))

  ;; out[i] = the query's dot product with row slots[i] (an i32 list), for i in 0..count-1. Rows
  ;; picked from all over memory are read four at a time, so that their reads overlap.
  (func (export "dotsOf")
    (param $query i32) (param $codes i32) (param $slots i32) (param $count i32) (param $dims i32) (param $out i32)
    (local $i i32) (local $d i32) (local $q i32) (local $r0 i32) (local $r1 i32) (local $r2 i32) (local $r3 i32)
    (local $s0 v128) (local $s1 v128) (local $s2 v128) (local $s3 v128) (local $lo v128) (local $hi v128)
    (block $fours_done
      (loop $fours
        (br_if $fours_done (i32.gt_u (i32.add (local.get $i) (i32.const 4)) (local.get $count)))
        (local.set $r0 (i32.add (local.get $codes)
            (i32.mul (i32.load offset=0 (i32.add (local.get $slots) (i32.shl (local.get $i) (i32.const 2)))) (local.get $dims))))
        (local.set $r1 (i32.add (local.get $codes)
            (i32.mul (i32.load offset=4 (i32.add (local.get $slots) (i32.shl (local.get $i) (i32.const 2)))) (local.get $dims))))
        (local.set $r2 (i32.add (local.get $codes)
            (i32.mul (i32.load offset=8 (i32.add (local.get $slots) (i32.shl (local.get $i) (i32.const 2)))) (local.get $dims))))
        (local.set $r3 (i32.add (local.get $codes)
            (i32.mul (i32.load offset=12 (i32.add (local.get $slots) (i32.shl (local.get $i) (i32.const 2)))) (local.get $dims))))
        (local.set $s0 (v128.const i32x4 0 0 0 0))
        (local.set $s1 (v128.const i32x4 0 0 0 0))
        (local.set $s2 (v128.const i32x4 0 0 0 0))
        (local.set $s3 (v128.const i32x4 0 0 0 0))
        (local.set $d (i32.const 0))
        (local.set $q (local.get $query))
        (loop $dimensions
          (local.set $lo (v128.load (local.get $q)))
          (local.set $hi (v128.load offset=16 (local.get $q)))
          (local.set $s0
            (i32x4.add (local.get $s0)
              (i32x4.add
                (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (v128.load (local.get $r0))) (local.get $lo))
                (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (v128.load (local.get $r0))) (local.get $hi)))))
          (local.set $s1
            (i32x4.add (local.get $s1)
              (i32x4.add
                (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (v128.load (local.get $r1))) (local.get $lo))
                (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (v128.load (local.get $r1))) (local.get $hi)))))
          (local.set $s2
            (i32x4.add (local.get $s2)
              (i32x4.add
                (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (v128.load (local.get $r2))) (local.get $lo))
                (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (v128.load (local.get $r2))) (local.get $hi)))))
          (local.set $s3
            (i32x4.add (local.get $s3)
              (i32x4.add
                (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (v128.load (local.get $r3))) (local.get $lo))
                (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (v128.load (local.get $r3))) (local.get $hi)))))
          (local.set $r0 (i32.add (local.get $r0) (i32.const 16)))
          (local.set $r1 (i32.add (local.get $r1) (i32.const 16)))
          (local.set $r2 (i32.add (local.get $r2) (i32.const 16)))
          (local.set $r3 (i32.add (local.get $r3) (i32.const 16)))
          (local.set $q (i32.add (local.get $q) (i32.const 32)))
          (local.set $d (i32.add (local.get $d) (i32.const 16)))
          (br_if $dimensions (i32.lt_u (local.get $d) (local.get $dims))))
        (i32.store offset=0 (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $sum (local.get $s0)))
        (i32.store offset=4 (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $sum (local.get $s1)))
        (i32.store offset=8 (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $sum (local.get $s2)))
        (i32.store offset=12 (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $sum (local.get $s3)))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br $fours)))
    (block $done
      (loop $rest
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (call $dot (local.get $query) (i32.add (local.get $codes)
            (i32.mul (i32.load offset=0 (i32.add (local.get $slots) (i32.shl (local.get $i) (i32.const 2)))) (local.get $dims))) (local.get $dims)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $rest))))

  ;; out[i] = differing bits between the query's sign bits and row i's, for rows 0..count-1 of
  ;; `words` 64-bit words each, stored one after another.
  (func (export "distances")
    (param $query i32) (param $signs i32) (param $count i32) (param $words i32) (param $out i32)
    (local $row i32) (local $w i32) (local $n i64)
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $row) (local.get $count)))
        (local.set $n (i64.const 0))
        (local.set $w (i32.const 0))
        (loop $bits
          (local.set $n
            (i64.add (local.get $n)
              (i64.popcnt
                (i64.xor
                  (i64.load (i32.add (local.get $signs) (i32.shl (local.get $w) (i32.const 3))))
                  (i64.load (i32.add (local.get $query) (i32.shl (local.get $w) (i32.const 3))))))))
          (local.set $w (i32.add (local.get $w) (i32.const 1)))
          (br_if $bits (i32.lt_u (local.get $w) (local.get $words))))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $row) (i32.const 2))) (i32.wrap_i64 (local.get $n)))
        (local.set $signs (i32.add (local.get $signs) (i32.shl (local.get $words) (i32.const 3))))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows)))))
