"""Clinical content that is NOT PHI (hard negatives): labs, vitals, meds, scores, codes (author 243)."""
import pools as P
from phi import rand_digits


def _v(rng, lo, hi, dp=0):
    x = rng.uniform(lo, hi)
    return ("%." + str(dp) + "f") % x


def lab_rows(rng, c, full=True):
    """Rows (test, value, unit, ref, flag) in the units the country uses."""
    si = c.c != "US"
    fem = c.hrt == "fem"
    rows = []
    if si:
        rows.append(("Oestradiol" if c.c == "UK" else "Estradiol", _v(rng, 150, 950) if fem else _v(rng, 60, 260), "pmol/L",
                     "250-600 (target)" if fem else "<250", ""))
        rows.append(("Testosterone", _v(rng, 0.3, 4.5, 1) if fem else _v(rng, 7, 36, 1), "nmol/L",
                     "<1.7 (target)" if fem else "10-30 (target)", ""))
        rows.append(("LH", _v(rng, 0.1, 9, 1), "IU/L", "1.7-8.6", ""))
        rows.append(("FSH", _v(rng, 0.2, 12, 1), "IU/L", "1.5-12.4", ""))
        if fem:
            rows.append(("Prolactin", _v(rng, 120, 780), "mIU/L", "86-324", ""))
        rows.append(("SHBG", _v(rng, 15, 120), "nmol/L", "18-54", ""))
        rows.append(("Haemoglobin" if c.c == "UK" else "Hemoglobin", _v(rng, 112, 148) if fem else _v(rng, 128, 182),
                     "g/L", "115-165" if fem else "130-170", ""))
        rows.append(("Haematocrit" if c.c == "UK" else "Hematocrit", _v(rng, 0.34, 0.44, 2) if fem else _v(rng, 0.39, 0.55, 2),
                     "L/L", "0.36-0.46" if fem else "0.40-0.50", ""))
        if full:
            rows.append(("Sodium", _v(rng, 134, 145), "mmol/L", "133-146", ""))
            rows.append(("Potassium", _v(rng, 3.4, 5.6, 1), "mmol/L", "3.5-5.3", ""))
            rows.append(("Creatinine", _v(rng, 52, 118), "umol/L", "59-104", ""))
            rows.append(("eGFR", rng.choice([">90", ">90", "84", "77", ">60"]), "mL/min/1.73m2", ">60", ""))
            rows.append(("ALT", _v(rng, 9, 64), "U/L", "<41", ""))
            rows.append(("HbA1c", _v(rng, 29, 47), "mmol/mol", "20-41", ""))
            rows.append(("Total cholesterol", _v(rng, 3.4, 6.9, 1), "mmol/L", "<5.0", ""))
            rows.append(("LDL", _v(rng, 1.5, 4.6, 1), "mmol/L", "<3.0", ""))
            rows.append(("Triglycerides", _v(rng, 0.6, 2.8, 1), "mmol/L", "<1.7", ""))
    else:
        rows.append(("Estradiol", _v(rng, 40, 320) if fem else _v(rng, 15, 70), "pg/mL",
                     "100-200 (goal)" if fem else "<50", ""))
        rows.append(("Testosterone, total", _v(rng, 8, 130) if fem else _v(rng, 210, 1050), "ng/dL",
                     "<50 (goal)" if fem else "400-700 (goal)", ""))
        rows.append(("LH", _v(rng, 0.1, 9, 1), "mIU/mL", "1.7-8.6", ""))
        if fem:
            rows.append(("Prolactin", _v(rng, 4, 38, 1), "ng/mL", "4.0-15.2", ""))
        rows.append(("Hgb", _v(rng, 11.2, 14.8, 1) if fem else _v(rng, 12.8, 18.2, 1), "g/dL", "11.6-15.0" if fem else "13.2-16.6", ""))
        rows.append(("Hct", _v(rng, 34, 44, 1) if fem else _v(rng, 39, 55, 1), "%", "35.5-44.9" if fem else "38.3-48.6", ""))
        if full:
            rows.append(("Na", _v(rng, 134, 145), "mmol/L", "135-145", ""))
            rows.append(("K", _v(rng, 3.4, 5.6, 1), "mmol/L", "3.5-5.1", ""))
            rows.append(("BUN", _v(rng, 7, 24), "mg/dL", "6-20", ""))
            rows.append(("Creatinine", _v(rng, 0.6, 1.3, 2), "mg/dL", "0.74-1.35", ""))
            rows.append(("ALT", _v(rng, 9, 64), "U/L", "7-55", ""))
            rows.append(("A1c", _v(rng, 4.8, 6.4, 1), "%", "<5.7", ""))
            rows.append(("LDL-C", _v(rng, 60, 178), "mg/dL", "<100", ""))
            rows.append(("TG", _v(rng, 50, 260), "mg/dL", "<150", ""))
    out = []
    for t, v, u, ref, fl in rows:
        try:
            x = float(v)
            lo_hi = ref.split(" ")[0]
            if "-" in lo_hi:
                lo, hi = [float(z) for z in lo_hi.split("-")]
                fl = "H" if x > hi else ("L" if x < lo else "")
            elif lo_hi.startswith("<"):
                fl = "H" if x >= float(lo_hi[1:]) else ""
        except ValueError:
            pass
        out.append((t, v, u, ref, fl))
    return out


def lab_table(rng, c, full=True):
    rows = lab_rows(rng, c, full)
    style = rng.choice(["table", "inline", "list"])
    if style == "table":
        w = max(len(r[0]) for r in rows) + 2
        lines = ["%-*s %-8s %-14s %s" % (w, "Test", "Result", "Units", "Ref range")]
        lines.append("-" * (w + 38))
        for t, v, u, ref, fl in rows:
            lines.append("%-*s %-8s %-14s %s" % (w, t, v + (" " + fl if fl else ""), u, ref))
        return "\n".join(lines) + "\n"
    if style == "inline":
        return ", ".join("%s %s%s" % (t, v, (" (" + fl + ")") if fl else "") for t, v, u, ref, fl in rows) + ".\n"
    return "".join("- %s: %s %s%s\n" % (t, v, u, (" [" + fl + "]") if fl else "") for t, v, u, ref, fl in rows)


def vitals(rng, c):
    sbp, dbp = rng.randint(102, 152), rng.randint(60, 96)
    wt = rng.uniform(48, 124)
    ht = rng.uniform(1.52, 1.93)
    bmi = wt / (ht * ht)
    parts = ["BP %d/%d" % (sbp, dbp), rng.choice(["HR", "P", "pulse"]) + " %d" % rng.randint(54, 104)]
    if c.c == "US" and rng.random() < 0.6:
        parts.append("Wt %.1f lb" % (wt * 2.2046))
    else:
        parts.append("Wt %.1f kg" % wt)
    parts.append("BMI %.1f" % bmi)
    if rng.random() < 0.5:
        parts.append("SpO2 %d%% RA" % rng.randint(95, 100))
    if rng.random() < 0.4:
        parts.append("T %.1f" % rng.uniform(36.1, 37.4) if c.c != "US" else "T %.1f F" % rng.uniform(97.1, 99.2))
    return rng.choice([", ", "  ", " | ", "; "]).join(parts)


def regimen(rng, c):
    if c.hrt == "fem":
        name, route, doses = rng.choice(P.DRUGS_FEM)
        meds = ["%s %s %s" % (name, rng.choice(doses), route)]
        if rng.random() < 0.65:
            aa, d = rng.choice(P.AA)
            meds.append("%s %s" % (aa, rng.choice(d)))
        if rng.random() < 0.15:
            meds.append("micronised progesterone 100 mg nocte")
    else:
        name, route, doses = rng.choice(P.DRUGS_MASC)
        meds = ["%s %s %s" % (name, rng.choice(doses), route)]
        if rng.random() < 0.2:
            meds.append(rng.choice(["norethisterone 5 mg BD", "desogestrel 75 mcg OD", "finasteride 1 mg (scalp)"]))
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
        m = rng.choice(P.OTHER_MEDS)
        if m not in meds:
            meds.append(m)
    return meds


SCORES = [("PHQ-9", 0, 27), ("GAD-7", 0, 21), ("AUDIT-C", 0, 12), ("K10", 10, 50), ("CORE-10", 0, 40),
          ("EPDS", 0, 30), ("PCL-5", 0, 80), ("DASS-21 depression", 0, 42), ("WEMWBS", 14, 70), ("ASRS", 0, 24)]


def scores(rng, k=None):
    k = k or rng.randint(1, 3)
    out = []
    for name, lo, hi in rng.sample(SCORES, k):
        out.append("%s %d" % (name, rng.randint(lo, (lo + hi) // 2 + 4)) + rng.choice(["", "/%d" % hi]))
    return out


DX_CODES = ["F64.0", "F64.9", "F64.8", "Z87.890", "HA60", "HA6Z", "F64.2", "Z79.890", "E29.1", "E28.39", "N52.9"]
DX_TEXT = ["gender dysphoria", "gender incongruence", "gender dysphoria in adolescents and adults", "transsexualism (ICD-10)",
           "gender incongruence of adolescence or adulthood"]
PROCS = {"fem": ["vaginoplasty (penile inversion)", "orchidectomy", "breast augmentation", "facial feminisation surgery",
                 "tracheal shave (chondrolaryngoplasty)", "zero-depth vulvoplasty", "peritoneal pull-through vaginoplasty",
                 "glottoplasty"],
         "masc": ["bilateral mastectomy with chest reconstruction", "double incision mastectomy with FNG",
                  "keyhole/periareolar top surgery", "total laparoscopic hysterectomy + BSO", "metoidioplasty",
                  "phalloplasty (RFFF), stage 1", "scrotoplasty with testicular implants", "hysterectomy (TLH)"]}
CPT = {"fem": ["55970", "54520", "19325", "21120", "31750"], "masc": ["19303", "58571", "55980", "19318", "58150"]}
PROC_CODE = {"vaginoplasty": ("55970", "P21.1"), "orchidectomy": ("54520", "N05.3"), "augmentation": ("19325", "B30.1"),
             "facial": ("21120", "V10.8"), "tracheal": ("31750", "E29.3"), "vulvoplasty": ("56805", "P21.2"),
             "peritoneal": ("55970", "P21.1"), "glottoplasty": ("31599", "E34.8"), "mastectomy": ("19303", "B27.4"),
             "keyhole": ("19303", "B27.5"), "hysterectomy": ("58571", "Q07.4"), "metoidioplasty": ("55980", "N28.1"),
             "phalloplasty": ("55980", "N28.1"), "scrotoplasty": ("55175", "N20.2")}


def proc_code(proc, country):
    for k in sorted(PROC_CODE):
        if k in proc:
            cpt, opcs = PROC_CODE[k]
            if country == "CA":
                return "CCI 1.%s.%d.LA" % ({"P": "RW", "N": "QM", "B": "YM", "V": "EA", "E": "GE", "Q": "RM"}[opcs[0]],
                                           int(opcs[1:3]) + 50)
            return cpt if country == "US" else opcs
    return "n/a"

ABBR_NEG = ["WPATH SOC-8", "SOC 8", "DSM-5-TR", "ICD-11", "NICE", "GnRHa", "HRT", "GAHT", "CBT", "ADHD", "ASD", "PTSD",
            "MDT", "OPD", "ED", "ICU", "PACU", "VTE", "DVT", "PE", "LFTs", "U&E", "FBC", "CBC", "CMP", "BMP", "TFTs",
            "HIV", "PrEP", "STI", "PCOS", "OCP", "LARC", "IUD", "MDM", "SpO2", "VAS", "NRS", "NKDA", "NKA"]


def cap(s):
    return s[:1].upper() + s[1:]
